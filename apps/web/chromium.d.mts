import type { LaunchOptions } from '@playwright/test';

export declare const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions;
