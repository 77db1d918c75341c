import { render, screen } from '@testing-library/react';
import { LocaleProvider } from 'shared';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { expectConsoleError } from 'shared/testing';

function Broken(): never {
  throw new Error('The page could not be drawn');
}

describe('<RenderFailureBoundary>', () => {
  // Each page here fails to draw: the failure is reported, and nothing else may be logged.
  beforeEach(() => expectConsoleError(/\bError: The page could not be drawn\b/));
  afterEach(() => jest.restoreAllMocks());

  it("shows SPEC's 'Unexpected Application Error!' screen with the message when rendering fails", () => {
    render(
      <RenderFailureBoundary resetKey="a">
        <Broken />
      </RenderFailureBoundary>,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  });

  it('shows the screen in Arabic on an Arabic page, linking to the Arabic home page', () => {
    render(
      <LocaleProvider locale="ar">
        <RenderFailureBoundary resetKey="a">
          <Broken />
        </RenderFailureBoundary>
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'حدث خطأ غير متوقع في التطبيق!' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية لدليل إكسبو' })).toHaveAttribute('href', '/ar');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('renders the page again once the location changes', () => {
    const { rerender } = render(
      <RenderFailureBoundary resetKey="a">
        <Broken />
      </RenderFailureBoundary>,
    );
    rerender(
      <RenderFailureBoundary resetKey="b">
        <p>Back on track</p>
      </RenderFailureBoundary>,
    );
    expect(screen.getByText('Back on track')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
