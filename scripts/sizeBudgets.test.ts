/** @jest-environment node */
import { SIZE_BUDGETS, budgetViolations, routeBudget, withBudget, type MeasuredRoute } from './sizeBudgets';

const KB = 1024;
const home = (js: number): MeasuredRoute => ({ route: '/', js, byRemote: {} });
const section = (route: string, js: number, byRemote: Record<string, number> = {}): MeasuredRoute => ({
  route,
  js,
  byRemote,
});

describe('size budgets', () => {
  it("are the README budgets: / 158 KB, a section page 238.5 KB, a remote 30 KB, /ar at most 10 KB over /'s figure", () => {
    expect(SIZE_BUDGETS).toEqual({
      home: 158 * KB,
      section: 238.5 * KB,
      remoteCode: 30 * KB,
      arabicHomeOverHome: 10 * KB,
    });
    expect(routeBudget('/ar', SIZE_BUDGETS, 160 * KB)).toBe(170 * KB);
    expect(routeBudget('/')).toBe(158 * KB);
    expect(routeBudget('/e-shop')).toBe(238.5 * KB);
    expect(withBudget(167.8 * KB, 170 * KB)).toBe('167.8 KB / 170.0 KB');
  });

  it('pass figures at or under every budget', () => {
    expect(
      budgetViolations([
        home(158 * KB),
        section('/housing', 238.5 * KB, { 'mfe-housing': 30 * KB }),
        section('/eating', 150 * KB, { 'mfe-dining': 11 * KB }),
      ]),
    ).toEqual([]);
  });

  it('fail Home over 158 KB even though a section page may be larger, naming the route, its figure and the budget', () => {
    const [violation, ...others] = budgetViolations([home(158 * KB + 1), section('/housing', 200 * KB)]);
    expect(others).toEqual([]);
    expect(violation).toMatchObject({ subject: '/', bytes: 158 * KB + 1, budget: 158 * KB });
    expect(violation.message).toBe(
      '/: the first load (JS, gzip) is 158.0 KB (161793 bytes), over its budget of 158.0 KB (161792 bytes)',
    );
  });

  it("fail a section page over 238.5 KB and a remote's own code over 30 KB, each on its own", () => {
    const violations = budgetViolations([
      home(150 * KB),
      section('/e-shop', 238.8 * KB, { 'mfe-shop': 12.5 * KB }),
      section('/things-to-do', 210 * KB, { 'mfe-explore': 31 * KB }),
    ]);
    expect(violations.map(({ subject, bytes, budget }) => ({ subject, bytes, budget }))).toEqual([
      { subject: '/e-shop', bytes: 238.8 * KB, budget: 238.5 * KB },
      { subject: 'mfe-explore on /things-to-do', bytes: 31 * KB, budget: 30 * KB },
    ]);
    expect(violations[1].message).toBe(
      "mfe-explore on /things-to-do: the remote's own code (JS, gzip) is 31.0 KB (31744 bytes), over its budget of 30.0 KB (30720 bytes)",
    );
  });

  it('fail when nothing was measured, so a broken measurement cannot pass as a small page', () => {
    expect(budgetViolations([]).map(({ message }) => message)).toEqual(['size report: no route was measured']);
    expect(budgetViolations([home(0), section('/access', 200 * KB)]).map(({ subject }) => subject)).toEqual(['/']);
  });

  it('take other budgets when given them', () => {
    expect(
      budgetViolations([home(100 * KB)], {
        home: 90 * KB,
        section: 225 * KB,
        remoteCode: 30 * KB,
        arabicHomeOverHome: 10 * KB,
      }),
    ).toHaveLength(1);
  });

  it("fail Arabic Home more than 10 KB over English Home's measured figure, even under Home's own budget", () => {
    const arabicHome = (js: number): MeasuredRoute => ({ route: '/ar', js, byRemote: {} });
    expect(budgetViolations([home(150 * KB), arabicHome(160 * KB)])).toEqual([]);
    const [violation, ...others] = budgetViolations([home(150 * KB), arabicHome(160 * KB + 1)]);
    expect(others).toEqual([]);
    expect(violation).toMatchObject({ subject: '/ar', bytes: 160 * KB + 1, budget: 160 * KB });
    expect(violation.message).toBe(
      "/ar: the first load (JS, gzip), English Home's plus 10 KB, is 160.0 KB (163841 bytes), over its budget of 160.0 KB (163840 bytes)",
    );
  });
});
