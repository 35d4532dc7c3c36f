import { render, screen, within } from '@testing-library/react';
import { Cell, DataTable } from './data-table';

describe('DataTable', () => {
  it('names its columns and its rows for a screen reader, and labels each cell with its column for a phone', () => {
    render(
      <DataTable caption="Every place, by name" columns={['Place', 'Region', 'Actions']}>
        <tr>
          <Cell label={null} rowHeader id="place-kyoto">
            Kyoto
          </Cell>
          <Cell label="Region">Asia</Cell>
          <Cell label={null}>
            <button type="button">Edit</button>
          </Cell>
        </tr>
      </DataTable>,
    );

    const table = screen.getByRole('table', { name: 'Every place, by name' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Place', 'Region', 'Actions']);
    const row = within(table).getByRole('row', { name: /Kyoto/ });
    const header = within(row).getByRole('rowheader', { name: 'Kyoto' });
    expect(header).toHaveAttribute('scope', 'row');
    expect(header).toHaveAttribute('id', 'place-kyoto');
    expect(header).not.toHaveAttribute('data-label');
    const [region, actions] = within(row).getAllByRole('cell');
    expect(region).toHaveAttribute('data-label', 'Region');
    expect(region).toHaveTextContent('Asia');
    expect(actions).not.toHaveAttribute('data-label');
  });
});
