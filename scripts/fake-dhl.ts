import { startFakeDhl } from '../src/server/lib/shipping/fakes/fake-dhl.ts';

// The local DHL fake (Parcel DE Shipping v2 and Returns v1) as a process of its own, so the
// browser journeys create real labels through the shop's DHL adapter (decision 040) and an owner
// can try the live mode without a DHL account:
//   FAKE_DHL_PORT=4010 npx tsx scripts/fake-dhl.ts
// then start the shop with DHL_BASE_URL=http://127.0.0.1:4010/parcel/de/shipping/v2 and the
// credentials below (see README, "DHL labels").

export const FAKE_DHL_CREDENTIALS = {
  apiKey: 'fake-dhl-api-key',
  username: 'fake-dhl-user',
  password: 'fake-dhl-password',
};

const port = Number(process.env.FAKE_DHL_PORT ?? 4010);
const fake = await startFakeDhl(FAKE_DHL_CREDENTIALS, port);
console.log(`Fake DHL listening: ${fake.shippingUrl} and ${fake.returnsUrl}`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
process.on('SIGINT', () => void fake.close().then(() => process.exit(0)));
