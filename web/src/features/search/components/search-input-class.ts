// The plain field and the combobox that takes its place must look the same.
export const SEARCH_INPUT_CLASS =
  'w-full rounded-md bg-gray-100 py-2 pl-9 pr-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';
