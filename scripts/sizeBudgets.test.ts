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
  it("are the README budgets: / 172.5 KB, a section page 234 KB, a remote 30 KB, /ar at most 10 KB over /'s figure", () => {
    expect(SIZE_BUDGETS).toEqual({
      home: 172.5 * KB,
      section: 234 * KB,
      remoteCode: 30 * KB,
      arabicHomeOverHome: 10 * KB,
    });
    expect(routeBudget('/ar', SIZE_BUDGETS, 160 * KB)).toBe(170 * KB);
    expect(routeBudget('/')).toBe(172.5 * KB);
    expect(routeBudget('/e-shop')).toBe(234 * KB);
    expect(withBudget(167.8 * KB, 170 * KB)).toBe('167.8 KB / 170.0 KB');
  });

  it('pass figures at or under every budget', () => {
    expect(
      budgetViolations([
        home(172.5 * KB),
        section('/housing', 234 * KB, { 'mfe-housing': 30 * KB }),
        section('/eating', 150 * KB, { 'mfe-dining': 11 * KB }),
      ]),
    ).toEqual([]);
  });

  it('fail Home over 172.5 KB even though a section page may be larger, naming the route, its figure and the budget', () => {
    const [violation, ...others] = budgetViolations([home(172.5 * KB + 1), section('/housing', 200 * KB)]);
    expect(others).toEqual([]);
    expect(violation).toMatchObject({ subject: '/', bytes: 172.5 * KB + 1, budget: 172.5 * KB });
    expect(violation.message).toBe(
      '/: the first load (JS, gzip) is 172.5 KB (176641 bytes), over its budget of 172.5 KB (176640 bytes)',
    );
  });

  it("fail a section page over 234 KB and a remote's own code over 30 KB, each on its own", () => {
    const violations = budgetViolations([
      home(160 * KB),
      section('/e-shop', 234.3 * KB, { 'mfe-shop': 12.5 * KB }),
      section('/things-to-do', 210 * KB, { 'mfe-explore': 31 * KB }),
    ]);
    expect(violations.map(({ subject, bytes, budget }) => ({ subject, bytes, budget }))).toEqual([
      { subject: '/e-shop', bytes: 234.3 * KB, budget: 234 * KB },
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
