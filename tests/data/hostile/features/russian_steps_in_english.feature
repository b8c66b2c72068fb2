Feature: Russian steps in an English file
  Scenario: The steps are Russian
    Дано поле:
      | клетка | воин   | сторона |
      | c3     | лучник | синие   |
