import { describe, expect, it } from 'vitest';
import { markReactRouterPure } from './pure-react-router.ts';

describe('markReactRouterPure', () => {
  it('marks module-level components and contexts pure and drops their display names', () => {
    const code = [
      'const Form = React$1.forwardRef(({ method }, ref) => null);',
      'Form.displayName = "Form";',
      'const RouteContext = React$1.createContext({ outlet: null });',
      'RouteContext.displayName = "Route";',
    ].join('\n');
    expect(markReactRouterPure(code).split('\n')).toEqual([
      'const Form = /* @__PURE__ */ React$1.forwardRef(({ method }, ref) => null);',
      '',
      'const RouteContext = /* @__PURE__ */ React$1.createContext({ outlet: null });',
      '',
    ]);
  });

  it('leaves other property writes and calls alone', () => {
    const code = [
      'router.state.navigation = IDLE_NAVIGATION;',
      '\tcomponent.displayName = name;',
      'React$1.useEffect(() => {});',
    ].join('\n');
    expect(markReactRouterPure(code)).toBe(code);
  });
});
