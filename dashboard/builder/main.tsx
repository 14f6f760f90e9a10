/**
 * The builder page's entry (dashboard/builder/index.html, served at /builder on the dashboard
 * host): its own page, without the dashboard's router, query client and toasts, so only the
 * editor's code loads. Before React renders it asks for the session and the page, in parallel
 * with each other and with the canvas iframe index.html is already loading, which the editor
 * then adopts (see editor's `preloadedCanvas`).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { disableZodEval } from '../../shared';
import { canAdoptCanvas } from '../../editor';
import '../styles.css';
import './builder-page.css';
import { BuilderGuard, startAuthCheck } from './BuilderGuard';
import { BuilderScreen } from './BuilderScreen';
import { prefetchBuilderPage } from './builder-backend';
import { readBuilderTarget } from './builder-page-id';

disableZodEval();

const check = startAuthCheck();
const target = readBuilderTarget(window.location.search);
if (target.kind === 'page') prefetchBuilderPage(target.pageId);

// The early canvas: adopted by the editor where moveBefore keeps its document, else dropped
// (the editor then makes its own).
const parked = document.querySelector<HTMLIFrameElement>('#builder-canvas-parking > iframe');
const preloadedCanvas = parked && canAdoptCanvas() ? parked : null;
if (parked && !preloadedCanvas) parked.remove();

const container = document.getElementById('root');
if (!container) throw new Error('The builder page needs an element with id "root"');

createRoot(container).render(
  <StrictMode>
    <a className="skip-link" href="#main">
      Skip to content
    </a>
    <BuilderGuard check={check}>
      <BuilderScreen preloadedCanvas={preloadedCanvas} />
    </BuilderGuard>
  </StrictMode>,
);
