// English catalog: react-admin's own texts plus every app text. The spec's texts are these
// values. Each area keeps its keys in its own block (resources.<name>, app.<area>).
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import type { Catalog } from './catalog';

export const appEn = {
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {},
    },
    cvs: {
      name: 'CV |||| CVs',
      fields: {},
    },
    packages: {
      name: 'Package |||| Packages',
      fields: {},
    },
    orders: {
      name: 'Order |||| Orders',
      fields: {},
    },
    templates: {
      name: 'Template |||| Templates',
      fields: {},
    },
    contacts: {
      name: 'Contact |||| Contacts',
      fields: {},
    },
  },
  app: {
    name: 'CV Builder Admin',
    common: {
      previous: 'Previous',
      next: 'Next',
      showing: 'Showing %{from} to %{to} of %{total} results',
      page_of: 'Page %{page} of %{pages}',
      refresh: 'Refresh',
      retry: 'Retry',
      try_again: 'Try Again',
      cancel: 'Cancel',
      confirm: 'Confirm',
      save: 'Save',
      saving: 'Saving...',
      delete: 'Delete',
      close: 'Close',
      back: 'Back',
      yes: 'Yes',
      no: 'No',
      all: 'All',
      never: 'Never',
      loading: 'Loading...',
      cannot_undo: 'This action cannot be undone',
      search: 'Search',
      actions: 'Actions',
      no_expiry: 'No expiry',
    },
    errors: {
      forbidden: 'Access denied. Insufficient permissions.',
      server: 'Server error. Please try again later.',
      generic: 'An error occurred',
      timeout: 'The request timed out. Please try again.',
      network: 'Cannot reach the server. Please check your connection.',
      chunk: 'A new version of the panel is available, or the network dropped while loading this screen.',
      chunk_reload: 'Reload',
      not_found_title: 'Page not found',
      not_found: 'Either you typed a wrong URL, or you followed a bad link.',
    },
    time: {
      just_now: 'Just now',
      minutes_ago: '1 minute ago |||| %{smart_count} minutes ago',
      hours_ago: '1 hour ago |||| %{smart_count} hours ago',
      days_ago: '1 day ago |||| %{smart_count} days ago',
    },
    login: {
      title: 'Admin Panel',
      subtitle: 'Sign in to manage the CV Builder service',
      email: 'Email',
      password: 'Password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      submit: 'Sign in to Admin Panel',
      submitting: 'Signing in...',
      note: 'Authorized personnel only. All activities are logged.',
      fill_all: 'Please fill in all fields',
      failed: 'Login failed',
    },
    layout: {
      version: 'Version 1.0',
      profile_settings: 'Profile Settings',
      sign_out: 'Sign Out',
      language: 'Language',
      loading_session: 'Checking authentication...',
    },
    menu: {
      dashboard: 'Dashboard',
      users: 'Users',
      cvs: 'CVs',
      packages: 'Packages',
      orders: 'Orders',
      templates: 'Templates',
      contacts: 'Contacts',
      settings: 'Settings',
    },
    dashboard: {
      title: 'Dashboard',
    },
    settings: {
      title: 'System Settings',
    },
    users: {},
    cvs: {},
    packages: {},
    orders: {},
    templates: {},
    contacts: {},
  },
};

export type AppCatalog = Catalog<typeof appEn>;

const en: TranslationMessages = { ...englishMessages, ...appEn };
export default en;
