import type { ComponentType, ReactNode } from 'react';
import { useMDXComponents } from 'nextra-theme-docs';

const components = useMDXComponents() as Record<string, unknown>;

type WithChildren = { children?: ReactNode; className?: string };
/** The theme's own elements, so generated tables and links look like hand-written ones. */
export const A = components.a as ComponentType<WithChildren & { href: string }>;
export const Code = components.code as ComponentType<WithChildren>;
export const Table = components.table as ComponentType<WithChildren>;
export const Tr = components.tr as ComponentType<WithChildren & { id?: string }>;
export const Th = components.th as ComponentType<WithChildren & { scope?: string }>;
export const Td = components.td as ComponentType<WithChildren>;
