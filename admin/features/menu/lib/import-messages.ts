// The preview's row problems in the owner's words ("Row 7: price must be a number like 1.500").
import type { Lang } from '../../../../shared/domain/i18n.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import type { RowProblem } from './import-rows.ts';

export type ImportTexts = AdminDictionary['menuImport'];

/** One problem as a sentence in the dictionary's language; `primary` names the required language. */
export function rowProblemText(problem: RowProblem, texts: ImportTexts, primary: Lang): string {
  const { rows } = texts;
  const language = texts.languageName[primary];
  switch (problem.code) {
    case 'name':
      return rows.name(problem.row, language);
    case 'category-name':
      return rows.categoryName(problem.row, language);
    case 'price':
      return rows.price(problem.row);
    case 'flag':
      return rows.flag(problem.row, problem.column);
    case 'image':
      return rows.image(problem.row);
    case 'options-shape':
      return rows.optionsShape(problem.row);
    case 'options':
      return rows.options(problem.row, problem.detail);
    case 'badges':
      return rows.badges(problem.row);
    case 'calories':
      return rows.calories(problem.row);
    case 'duplicate':
      return rows.duplicate(problem.row, problem.firstRow);
  }
}
