import type { ReactNode } from 'react';
import type { ResolvedRoute } from '../../shared/route-defaults.js';
import { AuthLayout } from './auth-layout.js';
import { MainLayout } from './main-layout.js';

export interface LayoutFrameProps {
  layout: ResolvedRoute['layout'];
  /** Passed to the auth layout: do not send logged-in users away (public pages on that layout). */
  keepSession?: boolean;
  children: ReactNode;
}

/** Wraps a screen in the layout its route names: main (header + footer), auth (centred card) or bare. */
export function LayoutFrame({ layout, keepSession = false, children }: LayoutFrameProps) {
  if (layout === 'auth') return <AuthLayout keepSession={keepSession}>{children}</AuthLayout>;
  if (layout === 'main') return <MainLayout>{children}</MainLayout>;
  return <main id="main-content">{children}</main>;
}
