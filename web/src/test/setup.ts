// happy-dom setup for web component tests
