# language: ru
Feature: Английские ключевые слова
  Scenario: Сценарий
    Given the board:
      | cell | warrior | side |
