'use client';
import dynamic from 'next/dynamic';

// nextra's tabs are Headless UI. Through `dynamic`, their code is a chunk of its own
// that only pages showing tabs load (server-rendered as before); imported directly, it joined the
// chunk of MDX components every page loads.
const loadTabs = () => import('nextra/components/tabs/index.client');

export const LazyTabs = dynamic(() => loadTabs().then((tabs) => tabs.Tabs));
export const LazyTab = dynamic(() => loadTabs().then((tabs) => tabs.Tab));
