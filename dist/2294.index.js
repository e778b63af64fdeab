export const id = 2294;
export const ids = [2294];
export const modules = {

/***/ 82294:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jh: () => (/* binding */ Ce)
/* harmony export */ });
/* unused harmony exports REMOTE_DATA_JSON_URL, TieredPrices, extractUsage, findProvider, updatePrices, waitForUpdate */
const E = [
  {
    id: "anthropic",
    name: "Anthropic",
    pricing_urls: ["https://www.anthropic.com/pricing#api"],
    api_pattern: "https://api\\.anthropic\\.com",
    model_match: {
      contains: "claude"
    },
    provider_match: {
      contains: "anthropic"
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cache_creation_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_creation_input_tokens",
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["cache_creation", "ephemeral_5m_input_tokens"],
            dest: "cache_write_5m_tokens",
            required: !1
          },
          {
            path: ["cache_creation", "ephemeral_1h_input_tokens"],
            dest: "cache_write_1h_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["server_tool_use", "web_search_requests"],
            dest: "web_searches",
            required: !1
          },
          {
            path: ["output_tokens_details", "thinking_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cached_tokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "claude-2",
        name: "Claude 2.0 / 2.1",
        description: `Claude 2 is Anthropic's previous generation model, offering reliable performance for various tasks. This includes Claude 2.0 and Claude 2.1.
`,
        match: {
          or: [
            {
              starts_with: "claude-2"
            },
            {
              contains: "claude-v2"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 8,
          output_mtok: 24
        }
      },
      {
        id: "claude-3-5-haiku-latest",
        name: "Claude Haiku 3.5",
        description: "Fastest, most cost-effective model",
        match: {
          or: [
            {
              starts_with: "claude-3-5-haiku"
            },
            {
              starts_with: "claude-3.5-haiku"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 0.8,
          cache_write_mtok: 1,
          cache_read_mtok: 0.08,
          output_mtok: 4,
          cache_write_1h_mtok: 1.6,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-3-5-sonnet",
        name: "Claude Sonnet 3.5",
        description: "Claude 3.5 Sonnet is an ideal balance of intelligence and speed for enterprise workloads. Maximum utility at a lower price, dependable, balanced for scaled deployments.",
        match: {
          or: [
            {
              starts_with: "claude-3-5-sonnet"
            },
            {
              starts_with: "claude-3.5-sonnet"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15,
          cache_write_1h_mtok: 6,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-3-7-sonnet-latest",
        name: "Claude Sonnet 3.7",
        description: "Claude 3.7 Sonnet is an advanced large language model with improved reasoning, coding, and problem-solving capabilities.",
        match: {
          or: [
            {
              starts_with: "claude-3-7-sonnet"
            },
            {
              starts_with: "claude-3.7-sonnet"
            },
            {
              starts_with: "claude-sonnet-3.7"
            },
            {
              starts_with: "claude-sonnet-3-7"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15,
          cache_write_1h_mtok: 6,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-3-haiku",
        name: "Claude Haiku 3",
        description: "Fastest, most cost-effective model",
        match: {
          starts_with: "claude-3-haiku"
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 0.25,
          cache_write_mtok: 0.3,
          cache_read_mtok: 0.03,
          output_mtok: 1.25,
          cache_write_1h_mtok: 0.5
        }
      },
      {
        id: "claude-3-opus-latest",
        name: "Claude Opus 3",
        description: "Claude 3 Opus was Anthropic's most powerful model for highly complex tasks. It boasts top-level performance, intelligence, fluency, and understanding.",
        match: {
          starts_with: "claude-3-opus"
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75,
          cache_write_1h_mtok: 30
        }
      },
      {
        id: "claude-3-sonnet",
        name: "Claude 3 Sonnet",
        description: "Claude 3 Sonnet is an ideal balance of intelligence and speed for enterprise workloads. Maximum utility at a lower price, dependable, balanced for scaled deployments.",
        match: {
          starts_with: "claude-3-sonnet"
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15,
          cache_write_1h_mtok: 6
        }
      },
      {
        id: "claude-fable-5",
        name: "Claude Fable 5",
        description: "For demanding reasoning and long-horizon agentic work",
        match: {
          or: [
            {
              equals: "claude-fable-5"
            },
            {
              regex: "^claude-fable-5-\\d{8}$"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing Prompt caching ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50,
          cache_write_1h_mtok: 20,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-fable-5-1",
        name: "Claude Fable 5.1",
        description: "Anthropic's most capable widely released model for demanding reasoning and long-horizon agentic work",
        match: {
          or: [
            {
              equals: "claude-fable-5-1"
            },
            {
              regex: "^claude-fable-5-1-\\d{8}$"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Cache hits are 0.025x base input (not the usual 0.1x), unique to Fable 5.1 and Mythos 5.1. Ref: https://platform.claude.com/docs/en/about-claude/pricing#model-pricing Prompt caching ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 0.25,
          output_mtok: 50,
          cache_write_1h_mtok: 20,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-haiku-4-5",
        name: "Claude Haiku 4.5",
        description: "Fastest and most intelligent Haiku model",
        match: {
          or: [
            {
              starts_with: "claude-haiku-4-5"
            },
            {
              starts_with: "claude-haiku-4.5"
            },
            {
              starts_with: "claude-4-5-haiku"
            },
            {
              starts_with: "claude-4.5-haiku"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 1,
          cache_write_mtok: 1.25,
          cache_read_mtok: 0.1,
          output_mtok: 5,
          cache_write_1h_mtok: 2,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-opus-4-0",
        name: "Claude Opus 4",
        description: "Most intelligent model for complex tasks",
        match: {
          or: [
            {
              starts_with: "claude-opus-4-0"
            },
            {
              starts_with: "claude-4-opus"
            },
            {
              equals: "claude-opus-4"
            },
            {
              equals: "claude-opus-4-20250514"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75,
          cache_write_1h_mtok: 30,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-opus-4-1",
        name: "Claude Opus 4.1",
        description: "Most intelligent model for complex tasks",
        match: {
          or: [
            {
              starts_with: "claude-opus-4-1"
            },
            {
              starts_with: "claude-opus-4.1"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75,
          cache_write_1h_mtok: 30,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-opus-4-5",
        name: "Claude Opus 4.5",
        description: "Premium model combining maximum intelligence with practical performance",
        match: {
          or: [
            {
              starts_with: "claude-opus-4-5"
            },
            {
              starts_with: "claude-opus-4.5"
            },
            {
              starts_with: "claude-4-5-opus"
            },
            {
              starts_with: "claude-4.5-opus"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25,
          cache_write_1h_mtok: 10,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-opus-4-6",
        name: "Claude Opus 4.6",
        description: "Our most intelligent model for building agents and coding",
        match: {
          or: [
            {
              starts_with: "claude-opus-4-6"
            },
            {
              starts_with: "claude-opus-4.6"
            },
            {
              starts_with: "claude-4-6-opus"
            },
            {
              starts_with: "claude-4.6-opus"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "One-hour cache writes cost 2x the base input price. The 1M context window is generally available. Refs: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing, https://platform.claude.com/docs/en/build-with-claude/context-windows#context-window-sizes-by-model",
        prices: [
          {
            prices: {
              input_mtok: {
                base: 5,
                tiers: [
                  {
                    start: 2e5,
                    price: 10
                  }
                ]
              },
              cache_write_mtok: {
                base: 6.25,
                tiers: [
                  {
                    start: 2e5,
                    price: 12.5
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.5,
                tiers: [
                  {
                    start: 2e5,
                    price: 1
                  }
                ]
              },
              output_mtok: {
                base: 25,
                tiers: [
                  {
                    start: 2e5,
                    price: 37.5
                  }
                ]
              },
              cache_write_1h_mtok: {
                base: 10,
                tiers: [
                  {
                    start: 2e5,
                    price: 20
                  }
                ]
              },
              web_searches_kcount: 10
            }
          },
          {
            constraint: {
              start_date: "2026-03-13",
              type: "start_date"
            },
            prices: {
              input_mtok: 5,
              cache_write_mtok: 6.25,
              cache_read_mtok: 0.5,
              output_mtok: 25,
              cache_write_1h_mtok: 10,
              web_searches_kcount: 10
            }
          }
        ]
      },
      {
        id: "claude-opus-4-7",
        name: "Claude Opus 4.7",
        description: "Our most capable model for complex reasoning and agentic coding",
        match: {
          or: [
            {
              starts_with: "claude-opus-4-7"
            },
            {
              starts_with: "claude-opus-4.7"
            },
            {
              starts_with: "claude-4-7-opus"
            },
            {
              starts_with: "claude-4.7-opus"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing Prompt caching ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25,
          cache_write_1h_mtok: 10,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-opus-4-8",
        name: "Claude Opus 4.8",
        description: "Our most capable model for complex reasoning and agentic coding",
        match: {
          or: [
            {
              starts_with: "claude-opus-4-8"
            },
            {
              starts_with: "claude-opus-4.8"
            },
            {
              starts_with: "claude-4-8-opus"
            },
            {
              starts_with: "claude-4.8-opus"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing Prompt caching ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25,
          cache_write_1h_mtok: 10,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-opus-5",
        name: "Claude Opus 5",
        description: "For complex agentic coding and enterprise work",
        match: {
          or: [
            {
              equals: "claude-opus-5"
            },
            {
              regex: "^claude-opus-5-\\d{8}$"
            },
            {
              starts_with: "claude-opus-5.0"
            },
            {
              starts_with: "claude-5-opus"
            },
            {
              starts_with: "claude-5.0-opus"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Refs: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing and https://platform.claude.com/docs/en/agents-and-tools/tool-use/web-search-tool Prompt caching ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25,
          cache_write_1h_mtok: 10,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-opus-5-5",
        name: "Claude Opus 5.5",
        description: "For long-running agentic coding and knowledge work",
        match: {
          or: [
            {
              equals: "claude-opus-5-5"
            },
            {
              regex: "^claude-opus-5-5-\\d{8}$"
            },
            {
              starts_with: "claude-opus-5.5"
            },
            {
              starts_with: "claude-5-5-opus"
            },
            {
              starts_with: "claude-5.5-opus"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Cache hits are 0.05x base input (not the usual 0.1x), unique to Opus 5.5. Ref: https://platform.claude.com/docs/en/about-claude/pricing#model-pricing Prompt caching ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 4,
          cache_write_mtok: 5,
          cache_read_mtok: 0.2,
          output_mtok: 20,
          cache_write_1h_mtok: 8,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-sonnet-4-0",
        name: "Claude Sonnet 4",
        description: "Optimal balance of intelligence, cost, and speed",
        match: {
          or: [
            {
              starts_with: "claude-sonnet-4-2025"
            },
            {
              starts_with: "claude-sonnet-4-0"
            },
            {
              starts_with: "claude-sonnet-4@"
            },
            {
              equals: "claude-sonnet-4"
            },
            {
              starts_with: "claude-4-sonnet"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15,
          cache_write_1h_mtok: 6,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-sonnet-4-5",
        name: "Claude Sonnet 4.5",
        description: "Our best combination of speed and intelligence",
        match: {
          or: [
            {
              starts_with: "claude-sonnet-4-5"
            },
            {
              starts_with: "claude-sonnet-4.5"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "One-hour cache writes cost 2x the base input price. The 1M context beta was retired on 2026-04-30; requests over 200k now error. The >200k tiers describe historical usage from before retirement. Refs: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing, https://platform.claude.com/docs/en/release-notes/overview",
        prices: {
          input_mtok: {
            base: 3,
            tiers: [
              {
                start: 2e5,
                price: 6
              }
            ]
          },
          cache_write_mtok: {
            base: 3.75,
            tiers: [
              {
                start: 2e5,
                price: 7.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.3,
            tiers: [
              {
                start: 2e5,
                price: 0.6
              }
            ]
          },
          output_mtok: {
            base: 15,
            tiers: [
              {
                start: 2e5,
                price: 22.5
              }
            ]
          },
          cache_write_1h_mtok: {
            base: 6,
            tiers: [
              {
                start: 2e5,
                price: 12
              }
            ]
          },
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-sonnet-4-6",
        name: "Claude Sonnet 4.6",
        description: "Our best combination of speed and intelligence",
        match: {
          or: [
            {
              starts_with: "claude-sonnet-4-6"
            },
            {
              starts_with: "claude-sonnet-4.6"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "One-hour cache writes cost 2x the base input price. Ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: [
          {
            prices: {
              input_mtok: {
                base: 3,
                tiers: [
                  {
                    start: 2e5,
                    price: 6
                  }
                ]
              },
              cache_write_mtok: {
                base: 3.75,
                tiers: [
                  {
                    start: 2e5,
                    price: 7.5
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.3,
                tiers: [
                  {
                    start: 2e5,
                    price: 0.6
                  }
                ]
              },
              output_mtok: {
                base: 15,
                tiers: [
                  {
                    start: 2e5,
                    price: 22.5
                  }
                ]
              },
              cache_write_1h_mtok: {
                base: 6,
                tiers: [
                  {
                    start: 2e5,
                    price: 12
                  }
                ]
              },
              web_searches_kcount: 10
            }
          },
          {
            constraint: {
              start_date: "2026-03-13",
              type: "start_date"
            },
            prices: {
              input_mtok: 3,
              cache_write_mtok: 3.75,
              cache_read_mtok: 0.3,
              output_mtok: 15,
              cache_write_1h_mtok: 6,
              web_searches_kcount: 10
            }
          }
        ]
      },
      {
        id: "claude-sonnet-5",
        name: "Claude Sonnet 5",
        description: "Our most agentic Sonnet model, approaching Opus 4.8 capability at lower cost",
        match: {
          or: [
            {
              starts_with: "claude-sonnet-5"
            },
            {
              starts_with: "claude-sonnet-5.0"
            },
            {
              starts_with: "claude-5-sonnet"
            },
            {
              starts_with: "claude-5.0-sonnet"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across the full 1M context window (no tiered pricing). Anthropic made the introductory $2/$10 per MTok rates permanent and cancelled the previously scheduled 2026-09-01 increase. Ref: https://platform.claude.com/docs/en/about-claude/pricing Prompt caching ref: https://platform.claude.com/docs/en/build-with-claude/prompt-caching#pricing",
        prices: {
          input_mtok: 2,
          cache_write_mtok: 2.5,
          cache_read_mtok: 0.2,
          output_mtok: 10,
          cache_write_1h_mtok: 4,
          web_searches_kcount: 10
        }
      },
      {
        id: "claude-v1",
        description: "Retired, here to match price sources",
        match: {
          equals: "claude-v1"
        },
        prices: {
          input_mtok: 8,
          output_mtok: 24
        }
      }
    ]
  },
  {
    id: "arcee",
    name: "Arcee",
    pricing_urls: ["https://docs.arcee.ai/get-started/pricing", "https://api.arcee.ai/api/v1/models"],
    api_pattern: "https://api\\.arcee\\.ai(?:/|$)",
    description: "OpenAI-compatible hosted inference through the Arcee Platform API.",
    price_comments: "Covers the complete public Text Models pricing table. The table publishes input, cached-input, and output token rates. Context windows and rates for images, requests, and cache writes are omitted because the public pricing page does not publish them. Model IDs use third-party namespaces, so they do not infer the Arcee provider without an Arcee provider ID or API URL.",
    provider_match: {
      contains: "arcee"
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "deepseek/deepseek-v4-flash-latest",
        name: "DeepSeek V4 Flash",
        match: {
          equals: "deepseek/deepseek-v4-flash-latest"
        },
        prices: {
          input_mtok: 0.14,
          cache_read_mtok: 0.028,
          output_mtok: 0.28
        }
      },
      {
        id: "deepseek/deepseek-v4-pro",
        name: "DeepSeek V4 Pro",
        match: {
          equals: "deepseek/deepseek-v4-pro"
        },
        prices: {
          input_mtok: 1.74,
          cache_read_mtok: 0.2,
          output_mtok: 3.48
        }
      },
      {
        id: "moonshotai/kimi-k3",
        name: "Kimi K3",
        match: {
          equals: "moonshotai/kimi-k3"
        },
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "thinkingmachines/inkling-small",
        name: "Inkling Small",
        match: {
          equals: "thinkingmachines/inkling-small"
        },
        prices: {
          input_mtok: 0.5,
          cache_read_mtok: 0.1,
          output_mtok: 1.2
        }
      },
      {
        id: "trinity-large-thinking",
        name: "Trinity Large Thinking",
        match: {
          equals: "trinity-large-thinking"
        },
        prices: {
          input_mtok: 0.25,
          cache_read_mtok: 0.06,
          output_mtok: 0.8
        }
      },
      {
        id: "zai-org/glm-5.2",
        name: "GLM 5.2",
        match: {
          equals: "zai-org/glm-5.2"
        },
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.26,
          output_mtok: 4.4
        }
      }
    ]
  },
  {
    id: "avian",
    name: "Avian",
    pricing_urls: ["https://avian.io/pricing/"],
    api_pattern: "https://api\\.avian\\.io",
    price_comments: "Prices and model IDs checked against https://avian.io/docs/ on 2026-08-25. Cache prices use Avian's documented cache-read rates. The previously listed Meta Llama models are no longer in Avian's catalog and are deprecated.",
    models: [
      {
        id: "Meta-Llama-3.1-405B-Instruct",
        match: {
          equals: "Meta-Llama-3.1-405B-Instruct"
        },
        price_comments: "No longer listed in Avian's model catalog as of 2026-08-25.",
        prices: {
          input_mtok: 1.5,
          output_mtok: 1.5
        },
        deprecated: !0
      },
      {
        id: "Meta-Llama-3.1-70B-Instruct",
        match: {
          equals: "Meta-Llama-3.1-70B-Instruct"
        },
        price_comments: "No longer listed in Avian's model catalog as of 2026-08-25.",
        prices: {
          input_mtok: 0.45,
          output_mtok: 0.45
        },
        deprecated: !0
      },
      {
        id: "Meta-Llama-3.1-8B-Instruct",
        match: {
          equals: "Meta-Llama-3.1-8B-Instruct"
        },
        price_comments: "No longer listed in Avian's model catalog as of 2026-08-25.",
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        },
        deprecated: !0
      },
      {
        id: "Meta-Llama-3.3-70B-Instruct",
        match: {
          equals: "Meta-Llama-3.3-70B-Instruct"
        },
        price_comments: "No longer listed in Avian's model catalog as of 2026-08-25.",
        prices: {
          input_mtok: 0.45,
          output_mtok: 0.45
        },
        deprecated: !0
      },
      {
        id: "deepseek/deepseek-v3.2",
        name: "DeepSeek V3.2 (Legacy)",
        match: {
          equals: "deepseek/deepseek-v3.2"
        },
        context_window: 163e3,
        prices: {
          input_mtok: 0.23,
          cache_read_mtok: 0.012,
          output_mtok: 0.33
        }
      },
      {
        id: "deepseek/deepseek-v4-flash",
        name: "DeepSeek V4 Flash",
        match: {
          equals: "deepseek/deepseek-v4-flash"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.0805,
          cache_read_mtok: 0.0165,
          output_mtok: 0.161
        }
      },
      {
        id: "deepseek/deepseek-v4-pro",
        name: "DeepSeek V4 Pro",
        match: {
          equals: "deepseek/deepseek-v4-pro"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 1.305,
          cache_read_mtok: 0.10875,
          output_mtok: 2.61
        }
      },
      {
        id: "deepseek/deepseek-v4-pro-0813",
        name: "DeepSeek V4 Pro 0813",
        match: {
          equals: "deepseek/deepseek-v4-pro-0813"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.594,
          cache_read_mtok: 0.0198,
          output_mtok: 1.782
        }
      },
      {
        id: "minimax/minimax-m2.5",
        name: "MiniMax M2.5",
        match: {
          equals: "minimax/minimax-m2.5"
        },
        context_window: 196e3,
        prices: {
          input_mtok: 0.27,
          cache_read_mtok: 0.15,
          output_mtok: 1.08
        }
      },
      {
        id: "moonshotai/kimi-k2.5",
        name: "Kimi K2.5",
        match: {
          equals: "moonshotai/kimi-k2.5"
        },
        context_window: 262e3,
        prices: {
          input_mtok: 0.45,
          cache_read_mtok: 0.225,
          output_mtok: 2.2
        }
      },
      {
        id: "moonshotai/kimi-k2.6",
        name: "Kimi K2.6",
        match: {
          equals: "moonshotai/kimi-k2.6"
        },
        context_window: 262e3,
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.16,
          output_mtok: 4
        }
      },
      {
        id: "xiaomi/mimo-v2.5",
        name: "MiMo-V2.5 Small",
        match: {
          equals: "xiaomi/mimo-v2.5"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.05,
          output_mtok: 0.4
        }
      },
      {
        id: "xiaomi/mimo-v2.5-pro",
        name: "MiMo-V2.5 Pro",
        match: {
          equals: "xiaomi/mimo-v2.5-pro"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.435,
          cache_read_mtok: 36e-4,
          output_mtok: 0.87
        }
      },
      {
        id: "z-ai/glm-4.7",
        name: "GLM-4.7",
        match: {
          equals: "z-ai/glm-4.7"
        },
        context_window: 202e3,
        prices: {
          input_mtok: 0.388,
          cache_read_mtok: 0.097,
          output_mtok: 1.806
        }
      },
      {
        id: "z-ai/glm-5",
        name: "GLM-5",
        match: {
          equals: "z-ai/glm-5"
        },
        context_window: 205e3,
        prices: {
          input_mtok: 0.516,
          cache_read_mtok: 0.129,
          output_mtok: 2.322
        }
      },
      {
        id: "z-ai/glm-5.1",
        name: "GLM-5.1",
        match: {
          equals: "z-ai/glm-5.1"
        },
        context_window: 202e3,
        prices: {
          input_mtok: 0.743,
          cache_read_mtok: 0.186,
          output_mtok: 2.971
        }
      },
      {
        id: "z-ai/glm-5.2",
        name: "GLM-5.2",
        match: {
          equals: "z-ai/glm-5.2"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.495,
          cache_read_mtok: 0.124,
          output_mtok: 1.733
        }
      }
    ]
  },
  {
    id: "aws",
    name: "AWS Bedrock",
    pricing_urls: ["https://aws.amazon.com/bedrock/pricing/"],
    api_pattern: "https://bedrock-runtime\\.[a-z0-9-]+\\.amazonaws\\.com(/|$)",
    provider_match: {
      or: [
        {
          contains: "bedrock"
        },
        {
          contains: "amazon"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "inputTokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cacheReadInputTokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cacheWriteInputTokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cacheReadInputTokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "cacheWriteInputTokens",
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: "outputTokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "anthropic",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cache_creation_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_creation_input_tokens",
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "amazon.nova-2-sonic-v1:0",
        name: "Nova 2 Sonic",
        match: {
          contains: "amazon.nova-2-sonic"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.33,
          output_mtok: 2.75,
          input_audio_mtok: 3,
          output_audio_mtok: 12
        }
      },
      {
        id: "amazon.nova-lite-v1:0",
        name: "Nova Lite",
        description: "Amazon Nova Lite 1.0 is a very low-cost multimodal model from Amazon that focused on fast processing of image, video, and text inputs to generate text output. Amazon Nova Lite can handle real-time customer interactions, document analysis, and visual question-answering tasks with high accuracy.",
        match: {
          contains: "amazon.nova-lite"
        },
        context_window: 3e5,
        prices: {
          input_mtok: 0.06,
          cache_read_mtok: 0.015,
          output_mtok: 0.24
        }
      },
      {
        id: "amazon.nova-micro-v1:0",
        name: "Nova Micro",
        description: "Amazon Nova Micro 1.0 is a text-only model that delivers the lowest latency responses in the Amazon Nova family of models at a very low cost. With a context length of 128K tokens and optimized for speed and cost, Amazon Nova Micro excels at tasks such as text summarization, translation, content classification, interactive chat, and brainstorming. It has  simple mathematical reasoning and coding abilities.",
        match: {
          contains: "amazon.nova-micro"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.035,
          cache_read_mtok: 875e-5,
          output_mtok: 0.14
        }
      },
      {
        id: "amazon.nova-premier-v1:0",
        name: "Nova Premier",
        match: {
          contains: "amazon.nova-premier"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 2.5,
          cache_read_mtok: 0.625,
          output_mtok: 12.5
        }
      },
      {
        id: "amazon.nova-pro-v1:0",
        name: "Nova Pro",
        description: "Amazon Nova Pro 1.0 is a capable multimodal model from Amazon focused on providing a combination of accuracy, speed, and cost for a wide range of tasks. As of December 2024, it achieves state-of-the-art performance on key benchmarks including visual question answering (TextVQA) and video understanding (VATEX).",
        match: {
          contains: "amazon.nova-pro"
        },
        context_window: 3e5,
        prices: {
          input_mtok: 0.8,
          cache_read_mtok: 0.2,
          output_mtok: 3.2
        }
      },
      {
        id: "amazon.nova-sonic-v1:0",
        name: "Nova Sonic",
        match: {
          contains: "amazon.nova-sonic"
        },
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.24,
          input_audio_mtok: 3.4,
          output_audio_mtok: 13.6
        }
      },
      {
        id: "amazon.titan-embed-text-v1",
        name: "Titan Embeddings G1 - Text",
        match: {
          contains: "amazon.titan-embed-text"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.1
        }
      },
      {
        id: "amazon.titan-text-express-v1",
        name: "Titan Text G1 - Express",
        match: {
          contains: "titan-text-express"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "amazon.titan-text-lite-v1",
        name: "Titan Text G1 - Lite",
        match: {
          contains: "titan-text-lite"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.2
        }
      },
      {
        id: "deepseek.r1-v1:0",
        name: "DeepSeek-R1",
        match: {
          contains: "deepseek.r1"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 1.35,
          output_mtok: 5.4
        }
      },
      {
        id: "global.amazon.nova-2-lite-v1:0",
        name: "Nova 2 Lite",
        match: {
          contains: "global.amazon.nova-2-lite"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.075,
          output_mtok: 2.5
        }
      },
      {
        id: "global.anthropic.claude-fable-5-1-v1:0",
        match: {
          or: [
            {
              ends_with: "global.anthropic.claude-fable-5-1"
            },
            {
              contains: "global.anthropic.claude-fable-5-1-v1"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Global endpoint (no premium). Cache hits are 0.025x base input (not the usual 0.1x), unique to Fable 5.1 and Mythos 5.1. Ref: https://platform.claude.com/docs/en/about-claude/pricing#model-pricing Model ID ref: https://platform.claude.com/docs/en/build-with-claude/claude-in-amazon-bedrock",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 0.25,
          output_mtok: 50
        }
      },
      {
        id: "global.anthropic.claude-fable-5-v1:0",
        match: {
          or: [
            {
              ends_with: "global.anthropic.claude-fable-5"
            },
            {
              contains: "global.anthropic.claude-fable-5-v1"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "global.anthropic.claude-haiku-4-5-20251001-v1:0",
        match: {
          contains: "global.anthropic.claude-haiku-4-5-20251001"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1,
          cache_write_mtok: 1.25,
          cache_read_mtok: 0.1,
          output_mtok: 5
        }
      },
      {
        id: "global.anthropic.claude-opus-4-5-v1:0",
        match: {
          contains: "global.anthropic.claude-opus-4-5"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "global.anthropic.claude-opus-4-6-v1:0",
        match: {
          contains: "global.anthropic.claude-opus-4-6"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "global.anthropic.claude-opus-4-7-v1:0",
        match: {
          contains: "global.anthropic.claude-opus-4-7"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "global.anthropic.claude-opus-4-8-v1:0",
        match: {
          contains: "global.anthropic.claude-opus-4-8"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "global.anthropic.claude-opus-5",
        match: {
          or: [
            {
              ends_with: "global.anthropic.claude-opus-5"
            },
            {
              contains: "global.anthropic.claude-opus-5-v1"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "global.anthropic.claude-opus-5-5",
        match: {
          or: [
            {
              ends_with: "global.anthropic.claude-opus-5-5"
            },
            {
              contains: "global.anthropic.claude-opus-5-5-v1"
            }
          ]
        },
        context_window: 1e6,
        price_comments: 'Global endpoint (no premium). Cache hits are 0.05x base input (not the usual 0.1x), unique to Opus 5.5. Ref: AWS price list API, AmazonBedrockFoundationModels "Claude Opus 5.5 (Amazon Bedrock Edition)" (https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonBedrockFoundationModels/current/us-east-1/index.json) Model ID ref: https://platform.claude.com/docs/en/build-with-claude/claude-in-amazon-bedrock',
        prices: {
          input_mtok: 4,
          cache_write_mtok: 5,
          cache_read_mtok: 0.2,
          output_mtok: 20,
          cache_write_1h_mtok: 8
        }
      },
      {
        id: "global.anthropic.claude-sonnet-4-20250514-v1:0",
        match: {
          contains: "global.anthropic.claude-sonnet-4-20250514"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "global.anthropic.claude-sonnet-4-5-20250929-v1:0",
        match: {
          contains: "global.anthropic.claude-sonnet-4-5-20250929"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "global.anthropic.claude-sonnet-4-6-v1:0",
        match: {
          contains: "global.anthropic.claude-sonnet-4-6"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "global.anthropic.claude-sonnet-5-v1:0",
        match: {
          contains: "global.anthropic.claude-sonnet-5"
        },
        context_window: 1e6,
        price_comments: "Flat pricing across the full 1M context window (no tiered pricing). The $2/$10 per MTok launch rates are now permanent, with no 2026-09-01 increase. Refs: https://aws.amazon.com/bedrock/pricing/, https://platform.claude.com/docs/en/about-claude/pricing",
        prices: {
          input_mtok: 2,
          cache_write_mtok: 2.5,
          cache_read_mtok: 0.2,
          output_mtok: 10
        }
      },
      {
        id: "global.openai.gpt-5.6-luna",
        name: "GPT-5.6 Luna (global)",
        match: {
          contains: "global.openai.gpt-5.6-luna"
        },
        context_window: 1e6,
        price_comments: "Global cross-Region inference, priced 10% below in-Region and Geo, and identical to OpenAI's own list price. Cross-Region inference for the GPT-5.6 models launched on 2026-08-17. Cache writes (30m TTL) are billed at 1.25x the input rate. At 272K input tokens and above, input and cache are 2x and output 1.5x. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. The 80% Luna price cut of 2026-07-30 predates global availability, so there is no earlier global rate to record. Refs: https://docs.aws.amazon.com/bedrock/latest/userguide/model-card-openai-gpt-56-luna.html, https://aws.amazon.com/about-aws/whats-new/2026/08/amazon-bedrock-cross-region-openai-v2/, https://aws.amazon.com/about-aws/whats-new/2026/08/gpt-sol-terra-luna-long-context-bedrock/",
        prices: {
          input_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 271999,
                price: 0.4
              }
            ]
          },
          cache_write_mtok: {
            base: 0.25,
            tiers: [
              {
                start: 271999,
                price: 0.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.02,
            tiers: [
              {
                start: 271999,
                price: 0.04
              }
            ]
          },
          output_mtok: {
            base: 1.2,
            tiers: [
              {
                start: 271999,
                price: 1.8
              }
            ]
          }
        }
      },
      {
        id: "global.openai.gpt-5.6-sol",
        name: "GPT-5.6 Sol (global)",
        match: {
          contains: "global.openai.gpt-5.6-sol"
        },
        context_window: 1e6,
        price_comments: "Global cross-Region inference, priced 10% below in-Region and Geo, and identical to OpenAI's own list price. Cross-Region inference launched 2026-08-17. Cache writes (30m TTL) are billed at 1.25x the input rate. At 272K input tokens and above, input and cache are 2x and output 1.5x. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. AWS cut Sol input prices by 20% and output prices by 33.3% on 2026-08-21, quoting the global rates ($4 input, $20 output); the unconstrained entry keeps the four days of rates between global availability and the cut. Refs: https://docs.aws.amazon.com/bedrock/latest/userguide/model-card-openai-gpt-56-sol.html, https://aws.amazon.com/about-aws/whats-new/2026/08/bedrock-openai-gpt-56-sol-reduced-pricing/, https://aws.amazon.com/about-aws/whats-new/2026/08/amazon-bedrock-cross-region-openai-v2/, https://aws.amazon.com/about-aws/whats-new/2026/08/gpt-sol-terra-luna-long-context-bedrock/",
        prices: [
          {
            prices: {
              input_mtok: {
                base: 5,
                tiers: [
                  {
                    start: 271999,
                    price: 10
                  }
                ]
              },
              cache_write_mtok: {
                base: 6.25,
                tiers: [
                  {
                    start: 271999,
                    price: 12.5
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.5,
                tiers: [
                  {
                    start: 271999,
                    price: 1
                  }
                ]
              },
              output_mtok: {
                base: 30,
                tiers: [
                  {
                    start: 271999,
                    price: 45
                  }
                ]
              }
            }
          },
          {
            constraint: {
              start_date: "2026-08-21",
              type: "start_date"
            },
            prices: {
              input_mtok: {
                base: 4,
                tiers: [
                  {
                    start: 271999,
                    price: 8
                  }
                ]
              },
              cache_write_mtok: {
                base: 5,
                tiers: [
                  {
                    start: 271999,
                    price: 10
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.4,
                tiers: [
                  {
                    start: 271999,
                    price: 0.8
                  }
                ]
              },
              output_mtok: {
                base: 20,
                tiers: [
                  {
                    start: 271999,
                    price: 30
                  }
                ]
              }
            }
          }
        ]
      },
      {
        id: "global.openai.gpt-5.6-terra",
        name: "GPT-5.6 Terra (global)",
        match: {
          contains: "global.openai.gpt-5.6-terra"
        },
        context_window: 1e6,
        price_comments: "Global cross-Region inference, priced 10% below in-Region and Geo, and identical to OpenAI's own list price. Cross-Region inference for the GPT-5.6 models launched on 2026-08-17. Cache writes (30m TTL) are billed at 1.25x the input rate. At 272K input tokens and above, input and cache are 2x and output 1.5x. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. The 20% Terra price cut of 2026-07-30 predates global availability, so there is no earlier global rate to record. Refs: https://docs.aws.amazon.com/bedrock/latest/userguide/model-card-openai-gpt-56-terra.html, https://aws.amazon.com/about-aws/whats-new/2026/08/amazon-bedrock-cross-region-openai-v2/, https://aws.amazon.com/about-aws/whats-new/2026/08/gpt-sol-terra-luna-long-context-bedrock/",
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 271999,
                price: 4
              }
            ]
          },
          cache_write_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 271999,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 271999,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 12,
            tiers: [
              {
                start: 271999,
                price: 18
              }
            ]
          }
        }
      },
      {
        id: "google.gemma-3-12b-it",
        name: "Gemma 3 12B IT",
        match: {
          contains: "google.gemma-3-12b-it"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.29
        }
      },
      {
        id: "google.gemma-3-27b-it",
        name: "Gemma 3 27B IT",
        match: {
          contains: "google.gemma-3-27b-it"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.23,
          output_mtok: 0.38
        }
      },
      {
        id: "google.gemma-3-4b-it",
        name: "Gemma 3 4B IT",
        match: {
          contains: "google.gemma-3-4b-it"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.08
        }
      },
      {
        id: "meta.llama3-1-70b-instruct-v1:0",
        name: "Llama 3.1 70B Instruct",
        match: {
          contains: "meta.llama3-1-70b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.72,
          output_mtok: 0.72
        }
      },
      {
        id: "meta.llama3-1-8b-instruct-v1:0",
        name: "Llama 3.1 8B Instruct",
        match: {
          contains: "meta.llama3-1-8b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.22,
          output_mtok: 0.22
        }
      },
      {
        id: "meta.llama3-2-11b-instruct-v1:0",
        name: "Llama 3.2 11B Instruct",
        match: {
          contains: "meta.llama3-2-11b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.16,
          output_mtok: 0.16
        }
      },
      {
        id: "meta.llama3-2-1b-instruct-v1:0",
        name: "Llama 3.2 1B Instruct",
        match: {
          contains: "meta.llama3-2-1b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "meta.llama3-2-3b-instruct-v1:0",
        name: "Llama 3.2 3B Instruct",
        match: {
          contains: "meta.llama3-2-3b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "meta.llama3-2-90b-instruct-v1:0",
        name: "Llama 3.2 90B Instruct",
        match: {
          contains: "meta.llama3-2-90b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.72,
          output_mtok: 0.72
        }
      },
      {
        id: "meta.llama3-3-70b-instruct-v1:0",
        name: "Llama 3.3 70B Instruct",
        match: {
          contains: "meta.llama3-3-70b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.72,
          output_mtok: 0.72
        }
      },
      {
        id: "meta.llama3-70b-instruct-v1:0",
        name: "Llama 3 70B Instruct",
        match: {
          contains: "meta.llama3-70b-instruct"
        },
        context_window: 8192,
        prices: {
          input_mtok: 2.65,
          output_mtok: 3.5
        }
      },
      {
        id: "meta.llama3-8b-instruct-v1:0",
        name: "Llama 3 8B Instruct",
        match: {
          contains: "meta.llama3-8b-instruct"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.6
        }
      },
      {
        id: "meta.llama4-maverick-17b-instruct-v1:0",
        name: "Llama 4 Maverick 17B Instruct",
        match: {
          contains: "meta.llama4-maverick-17b-instruct"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.24,
          output_mtok: 0.97
        }
      },
      {
        id: "meta.llama4-scout-17b-instruct-v1:0",
        name: "Llama 4 Scout 17B Instruct",
        match: {
          contains: "meta.llama4-scout-17b-instruct"
        },
        context_window: 1e7,
        prices: {
          input_mtok: 0.17,
          output_mtok: 0.66
        }
      },
      {
        id: "mistral.devstral-2-123b",
        name: "Devstral 2 123B",
        match: {
          contains: "mistral.devstral-2-123b"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.4,
          output_mtok: 2
        }
      },
      {
        id: "mistral.magistral-small-2509",
        name: "Magistral Small 2509",
        match: {
          contains: "mistral.magistral-small-2509"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "mistral.ministral-3-14b-instruct",
        name: "Ministral 14B 3.0",
        match: {
          contains: "mistral.ministral-3-14b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "mistral.ministral-3-3b-instruct",
        name: "Ministral 3B 3.0",
        match: {
          contains: "mistral.ministral-3-3b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "mistral.ministral-3-8b-instruct",
        name: "Ministral 8B 3.0",
        match: {
          contains: "mistral.ministral-3-8b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "mistral.mistral-7b-instruct-v0:2",
        name: "Mistral 7B Instruct",
        match: {
          contains: "mistral.mistral-7b-instruct-v0"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.2
        }
      },
      {
        id: "mistral.mistral-large-2402-v1:0",
        name: "Mistral Large (24.02)",
        match: {
          contains: "mistral.mistral-large-2402"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 4,
          output_mtok: 12
        }
      },
      {
        id: "mistral.mistral-large-3-675b-instruct",
        name: "Mistral Large 3",
        match: {
          contains: "mistral.mistral-large-3-675b-instruct"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "mistral.mistral-small-2402-v1:0",
        name: "Mistral Small (24.02)",
        match: {
          contains: "mistral.mistral-small-2402"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 1,
          output_mtok: 3
        }
      },
      {
        id: "mistral.mixtral-8x7b-instruct-v0:1",
        name: "Mixtral 8x7B Instruct",
        match: {
          contains: "mistral.mixtral-8x7b-instruct-v0"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.45,
          output_mtok: 0.7
        }
      },
      {
        id: "mistral.pixtral-large-2502-v1:0",
        name: "Pixtral Large (25.02)",
        match: {
          contains: "mistral.pixtral-large-2502"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2,
          output_mtok: 6
        }
      },
      {
        id: "mistral.voxtral-mini-3b-2507",
        name: "Voxtral Mini 3B 2507",
        match: {
          contains: "mistral.voxtral-mini-3b-2507"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "mistral.voxtral-small-24b-2507",
        name: "Voxtral Small 24B 2507",
        match: {
          contains: "mistral.voxtral-small-24b-2507"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "nvidia.nemotron-nano-3-30b:0",
        name: "Nemotron 3 Nano 30B",
        match: {
          contains: "nvidia.nemotron-nano-3-30b"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.24
        }
      },
      {
        id: "nvidia.nemotron-nano-9b-v2:0",
        name: "Nemotron 2 Nano 9B",
        match: {
          contains: "nvidia.nemotron-nano-9b-v2"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.23
        }
      },
      {
        id: "nvidia.nemotron-super-3-120b:0",
        name: "Nemotron 3 Super 120B",
        match: {
          contains: "nvidia.nemotron-super-3-120b"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.65
        }
      },
      {
        id: "openai.gpt-5.4",
        name: "GPT-5.4",
        match: {
          equals: "openai.gpt-5.4"
        },
        prices: {
          input_mtok: 2.75,
          cache_read_mtok: 0.275,
          output_mtok: 16.5
        }
      },
      {
        id: "openai.gpt-5.5",
        name: "GPT-5.5",
        match: {
          equals: "openai.gpt-5.5"
        },
        prices: {
          input_mtok: 5.5,
          cache_read_mtok: 0.55,
          output_mtok: 33
        }
      },
      {
        id: "openai.gpt-oss-120b-1:0",
        name: "gpt-oss-120b",
        match: {
          contains: "openai.gpt-oss-120b-1"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "openai.gpt-oss-20b-1:0",
        name: "gpt-oss-20b",
        match: {
          contains: "openai.gpt-oss-20b-1"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.3
        }
      },
      {
        id: "qwen.qwen3-32b-v1:0",
        name: "Qwen3 32B (dense)",
        match: {
          contains: "qwen.qwen3-32b"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "qwen.qwen3-coder-30b-a3b-v1:0",
        name: "Qwen3-Coder-30B-A3B-Instruct",
        match: {
          contains: "qwen.qwen3-coder-30b-a3b"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "qwen.qwen3-coder-480b-a35b-v1:0",
        name: "Qwen3-Coder-480B-A35B-Instruct",
        match: {
          contains: "qwen.qwen3-coder-480b-a35b"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.45,
          output_mtok: 1.8
        }
      },
      {
        id: "qwen.qwen3-vl-235b-a22b-v1:0",
        name: "Qwen3-VL-235B-A22B-Instruct",
        match: {
          contains: "qwen.qwen3-vl-235b-a22b"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.53,
          output_mtok: 2.66
        }
      },
      {
        id: "regional.amazon.nova-2-lite-v1:0",
        name: "Nova 2 Lite",
        description: "Amazon Nova 2 Lite is an advanced multimodal reasoning model that intelligently balances performance and efficiency by dynamically adjusting reasoning depth based on task complexity. With flexible controls for developers to adjust the reasoning process, Nova 2 Lite delivers superior results for agentic workflows across software development, consumer experiences and enterprise application.",
        match: {
          or: [
            {
              contains: "us.amazon.nova-2-lite"
            },
            {
              contains: "eu.amazon.nova-2-lite"
            },
            {
              contains: "jp.amazon.nova-2-lite"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.33,
          cache_read_mtok: 0.0825,
          output_mtok: 2.75
        }
      },
      {
        id: "regional.anthropic.claude-3-5-haiku-20241022-v1:0",
        match: {
          contains: "claude-3-5-haiku-20241022"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.8,
          cache_write_mtok: 1,
          cache_read_mtok: 0.08,
          output_mtok: 4
        }
      },
      {
        id: "regional.anthropic.claude-3-5-sonnet-20240620-v1:0",
        match: {
          contains: "claude-3-5-sonnet-20240620"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "regional.anthropic.claude-3-5-sonnet-20241022-v2:0",
        match: {
          contains: "claude-3-5-sonnet-20241022"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "regional.anthropic.claude-3-7-sonnet-20250219-v1:0",
        match: {
          contains: "claude-3-7-sonnet-20250219"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "regional.anthropic.claude-3-haiku-20240307-v1:0",
        match: {
          contains: "claude-3-haiku-20240307"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.25,
          output_mtok: 1.25
        }
      },
      {
        id: "regional.anthropic.claude-3-opus-20240229-v1:0",
        match: {
          contains: "claude-3-opus-20240229"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 15,
          output_mtok: 75
        }
      },
      {
        id: "regional.anthropic.claude-3-sonnet-20240229-v1:0",
        match: {
          contains: "claude-3-sonnet-20240229"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "regional.anthropic.claude-fable-5-1-v1:0",
        match: {
          or: [
            {
              equals: "anthropic.claude-fable-5-1"
            },
            {
              equals: "claude-fable-5-1"
            },
            {
              starts_with: "anthropic.claude-fable-5-1-v1"
            },
            {
              starts_with: "claude-fable-5-1-v1"
            },
            {
              contains: "us.anthropic.claude-fable-5-1-v1"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Regional endpoint: 10% premium over the global endpoint. Fable 5.1 regional is currently us-east-1 only. Cache hits are 0.025x base input (not the usual 0.1x), unique to Fable 5.1 and Mythos 5.1. Ref: https://platform.claude.com/docs/en/build-with-claude/claude-in-amazon-bedrock#regions",
        prices: {
          input_mtok: 11,
          cache_write_mtok: 13.75,
          cache_read_mtok: 0.275,
          output_mtok: 55
        }
      },
      {
        id: "regional.anthropic.claude-fable-5-v1:0",
        match: {
          or: [
            {
              equals: "anthropic.claude-fable-5"
            },
            {
              equals: "claude-fable-5"
            },
            {
              starts_with: "anthropic.claude-fable-5-v1"
            },
            {
              starts_with: "claude-fable-5-v1"
            },
            {
              contains: "us.anthropic.claude-fable-5-v1"
            },
            {
              contains: "au.anthropic.claude-fable-5-v1"
            },
            {
              contains: "eu.anthropic.claude-fable-5-v1"
            },
            {
              contains: "jp.anthropic.claude-fable-5-v1"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 11,
          cache_write_mtok: 13.75,
          cache_read_mtok: 1.1,
          output_mtok: 55
        }
      },
      {
        id: "regional.anthropic.claude-haiku-4-5-20251001-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-haiku-4-5-20251001"
            },
            {
              starts_with: "claude-haiku-4-5-20251001"
            },
            {
              contains: "us.anthropic.claude-haiku-4-5-20251001"
            },
            {
              contains: "au.anthropic.claude-haiku-4-5-20251001"
            },
            {
              contains: "apac.anthropic.claude-haiku-4-5-20251001"
            },
            {
              contains: "eu.anthropic.claude-haiku-4-5-20251001"
            },
            {
              contains: "us-gov.anthropic.claude-haiku-4-5-20251001"
            },
            {
              contains: "jp.anthropic.claude-haiku-4-5-20251001"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1.1,
          cache_write_mtok: 1.375,
          cache_read_mtok: 0.11,
          output_mtok: 5.5
        }
      },
      {
        id: "regional.anthropic.claude-opus-4-1-20250805-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-opus-4-1-20250805"
            },
            {
              starts_with: "claude-opus-4-1-20250805"
            },
            {
              contains: "us.anthropic.claude-opus-4-1-20250805"
            },
            {
              contains: "au.anthropic.claude-opus-4-1-20250805"
            },
            {
              contains: "apac.anthropic.claude-opus-4-1-20250805"
            },
            {
              contains: "eu.anthropic.claude-opus-4-1-20250805"
            },
            {
              contains: "us-gov.anthropic.claude-opus-4-1-20250805"
            },
            {
              contains: "jp.anthropic.claude-opus-4-1-20250805"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75
        }
      },
      {
        id: "regional.anthropic.claude-opus-4-20250514-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-opus-4-20250514"
            },
            {
              starts_with: "claude-opus-4-20250514"
            },
            {
              contains: "us.anthropic.claude-opus-4-20250514"
            },
            {
              contains: "au.anthropic.claude-opus-4-20250514"
            },
            {
              contains: "apac.anthropic.claude-opus-4-20250514"
            },
            {
              contains: "eu.anthropic.claude-opus-4-20250514"
            },
            {
              contains: "us-gov.anthropic.claude-opus-4-20250514"
            },
            {
              contains: "jp.anthropic.claude-opus-4-20250514"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75
        }
      },
      {
        id: "regional.anthropic.claude-opus-4-5-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-opus-4-5"
            },
            {
              starts_with: "claude-opus-4-5"
            },
            {
              contains: "us.anthropic.claude-opus-4-5"
            },
            {
              contains: "au.anthropic.claude-opus-4-5"
            },
            {
              contains: "apac.anthropic.claude-opus-4-5"
            },
            {
              contains: "eu.anthropic.claude-opus-4-5"
            },
            {
              contains: "us-gov.anthropic.claude-opus-4-5"
            },
            {
              contains: "jp.anthropic.claude-opus-4-5"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 5.5,
          cache_write_mtok: 6.875,
          cache_read_mtok: 0.55,
          output_mtok: 27.5
        }
      },
      {
        id: "regional.anthropic.claude-opus-4-6-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-opus-4-6"
            },
            {
              starts_with: "claude-opus-4-6"
            },
            {
              contains: "us.anthropic.claude-opus-4-6"
            },
            {
              contains: "au.anthropic.claude-opus-4-6"
            },
            {
              contains: "apac.anthropic.claude-opus-4-6"
            },
            {
              contains: "eu.anthropic.claude-opus-4-6"
            },
            {
              contains: "us-gov.anthropic.claude-opus-4-6"
            },
            {
              contains: "jp.anthropic.claude-opus-4-6"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 5.5,
          cache_write_mtok: 6.875,
          cache_read_mtok: 0.55,
          output_mtok: 27.5
        }
      },
      {
        id: "regional.anthropic.claude-opus-4-7-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-opus-4-7"
            },
            {
              starts_with: "claude-opus-4-7"
            },
            {
              contains: "us.anthropic.claude-opus-4-7"
            },
            {
              contains: "au.anthropic.claude-opus-4-7"
            },
            {
              contains: "apac.anthropic.claude-opus-4-7"
            },
            {
              contains: "eu.anthropic.claude-opus-4-7"
            },
            {
              contains: "us-gov.anthropic.claude-opus-4-7"
            },
            {
              contains: "jp.anthropic.claude-opus-4-7"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 5.5,
          cache_write_mtok: 6.875,
          cache_read_mtok: 0.55,
          output_mtok: 27.5
        }
      },
      {
        id: "regional.anthropic.claude-opus-4-8-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-opus-4-8"
            },
            {
              starts_with: "claude-opus-4-8"
            },
            {
              contains: "us.anthropic.claude-opus-4-8"
            },
            {
              contains: "au.anthropic.claude-opus-4-8"
            },
            {
              contains: "eu.anthropic.claude-opus-4-8"
            },
            {
              contains: "jp.anthropic.claude-opus-4-8"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 5.5,
          cache_write_mtok: 6.875,
          cache_read_mtok: 0.55,
          output_mtok: 27.5
        }
      },
      {
        id: "regional.anthropic.claude-opus-5",
        match: {
          or: [
            {
              equals: "anthropic.claude-opus-5"
            },
            {
              equals: "claude-opus-5"
            },
            {
              starts_with: "anthropic.claude-opus-5-v1"
            },
            {
              starts_with: "claude-opus-5-v1"
            },
            {
              equals: "us.anthropic.claude-opus-5"
            },
            {
              equals: "au.anthropic.claude-opus-5"
            },
            {
              equals: "eu.anthropic.claude-opus-5"
            },
            {
              equals: "jp.anthropic.claude-opus-5"
            },
            {
              contains: "us.anthropic.claude-opus-5-v1"
            },
            {
              contains: "au.anthropic.claude-opus-5-v1"
            },
            {
              contains: "eu.anthropic.claude-opus-5-v1"
            },
            {
              contains: "jp.anthropic.claude-opus-5-v1"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Regional endpoints and US/EU/JP/AU inference profiles carry a 10% premium over the global endpoint. Ref: https://platform.claude.com/docs/en/build-with-claude/claude-in-amazon-bedrock#regions",
        prices: {
          input_mtok: 5.5,
          cache_write_mtok: 6.875,
          cache_read_mtok: 0.55,
          output_mtok: 27.5
        }
      },
      {
        id: "regional.anthropic.claude-opus-5-5",
        match: {
          or: [
            {
              equals: "anthropic.claude-opus-5-5"
            },
            {
              equals: "claude-opus-5-5"
            },
            {
              starts_with: "anthropic.claude-opus-5-5-v1"
            },
            {
              starts_with: "claude-opus-5-5-v1"
            },
            {
              equals: "us.anthropic.claude-opus-5-5"
            },
            {
              equals: "au.anthropic.claude-opus-5-5"
            },
            {
              equals: "eu.anthropic.claude-opus-5-5"
            },
            {
              equals: "jp.anthropic.claude-opus-5-5"
            },
            {
              contains: "us.anthropic.claude-opus-5-5-v1"
            },
            {
              contains: "au.anthropic.claude-opus-5-5-v1"
            },
            {
              contains: "eu.anthropic.claude-opus-5-5-v1"
            },
            {
              contains: "jp.anthropic.claude-opus-5-5-v1"
            }
          ]
        },
        context_window: 1e6,
        price_comments: 'Regional endpoints and US/EU/JP/AU inference profiles carry a 10% premium over the global endpoint. Cache hits are 0.05x base input (not the usual 0.1x), unique to Opus 5.5. Ref: AWS price list API, AmazonBedrockFoundationModels "Claude Opus 5.5 (Amazon Bedrock Edition)" (https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonBedrockFoundationModels/current/us-east-1/index.json)',
        prices: {
          input_mtok: 4.4,
          cache_write_mtok: 5.5,
          cache_read_mtok: 0.22,
          output_mtok: 22,
          cache_write_1h_mtok: 8.8
        }
      },
      {
        id: "regional.anthropic.claude-sonnet-4-20250514-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-sonnet-4-20250514"
            },
            {
              starts_with: "claude-sonnet-4-20250514"
            },
            {
              contains: "us.anthropic.claude-sonnet-4-20250514"
            },
            {
              contains: "au.anthropic.claude-sonnet-4-20250514"
            },
            {
              contains: "apac.anthropic.claude-sonnet-4-20250514"
            },
            {
              contains: "eu.anthropic.claude-sonnet-4-20250514"
            },
            {
              contains: "us-gov.anthropic.claude-sonnet-4-20250514"
            },
            {
              contains: "jp.anthropic.claude-sonnet-4-20250514"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "regional.anthropic.claude-sonnet-4-5-20250929-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-sonnet-4-5-20250929"
            },
            {
              starts_with: "claude-sonnet-4-5-20250929"
            },
            {
              contains: "us.anthropic.claude-sonnet-4-5-20250929"
            },
            {
              contains: "au.anthropic.claude-sonnet-4-5-20250929"
            },
            {
              contains: "apac.anthropic.claude-sonnet-4-5-20250929"
            },
            {
              contains: "eu.anthropic.claude-sonnet-4-5-20250929"
            },
            {
              contains: "us-gov.anthropic.claude-sonnet-4-5-20250929"
            },
            {
              contains: "jp.anthropic.claude-sonnet-4-5-20250929"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3.3,
          cache_write_mtok: 4.125,
          cache_read_mtok: 0.33,
          output_mtok: 16.5
        }
      },
      {
        id: "regional.anthropic.claude-sonnet-4-6-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-sonnet-4-6"
            },
            {
              starts_with: "claude-sonnet-4-6"
            },
            {
              contains: "us.anthropic.claude-sonnet-4-6"
            },
            {
              contains: "au.anthropic.claude-sonnet-4-6"
            },
            {
              contains: "apac.anthropic.claude-sonnet-4-6"
            },
            {
              contains: "eu.anthropic.claude-sonnet-4-6"
            },
            {
              contains: "us-gov.anthropic.claude-sonnet-4-6"
            },
            {
              contains: "jp.anthropic.claude-sonnet-4-6"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 3.3,
          cache_write_mtok: 4.125,
          cache_read_mtok: 0.33,
          output_mtok: 16.5
        }
      },
      {
        id: "regional.anthropic.claude-sonnet-5-v1:0",
        match: {
          or: [
            {
              starts_with: "anthropic.claude-sonnet-5"
            },
            {
              starts_with: "claude-sonnet-5"
            },
            {
              contains: "us.anthropic.claude-sonnet-5"
            },
            {
              contains: "au.anthropic.claude-sonnet-5"
            },
            {
              contains: "apac.anthropic.claude-sonnet-5"
            },
            {
              contains: "eu.anthropic.claude-sonnet-5"
            },
            {
              contains: "us-gov.anthropic.claude-sonnet-5"
            },
            {
              contains: "jp.anthropic.claude-sonnet-5"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Regional/cross-region endpoints carry a 10% premium over global. The launch rates are now permanent, with no 2026-09-01 increase. Refs: https://aws.amazon.com/bedrock/pricing/, https://platform.claude.com/docs/en/about-claude/pricing",
        prices: {
          input_mtok: 2.2,
          cache_write_mtok: 2.75,
          cache_read_mtok: 0.22,
          output_mtok: 11
        }
      },
      {
        id: "regional.openai.gpt-5.6-luna",
        name: "GPT-5.6 Luna (regional)",
        match: {
          or: [
            {
              starts_with: "openai.gpt-5.6-luna"
            },
            {
              starts_with: "gpt-5.6-luna"
            },
            {
              contains: "us.openai.gpt-5.6-luna"
            },
            {
              contains: "in.openai.gpt-5.6-luna"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "In-Region and Geo (`us.`/`in.`) inference, 10% above global. Cache writes (30m TTL) are billed at 1.25x input; at 272K input tokens and above, input and cache are 2x and output 1.5x. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. AWS cut Luna prices by 80% on 2026-07-30; the unconstrained entry preserves the launch (2026-07-13) rates. The long-context tier arrived with the 1M context window on 2026-08-03, so the launch entry stays flat. Refs: https://docs.aws.amazon.com/bedrock/latest/userguide/model-card-openai-gpt-56-luna.html, https://aws.amazon.com/about-aws/whats-new/2026/07/openai-gpt-terra-luna-pricing-bedrock/, https://aws.amazon.com/about-aws/whats-new/2026/08/gpt-sol-terra-luna-long-context-bedrock/",
        prices: [
          {
            prices: {
              input_mtok: 1.1,
              cache_write_mtok: 1.375,
              cache_read_mtok: 0.11,
              output_mtok: 6.6
            }
          },
          {
            constraint: {
              start_date: "2026-07-30",
              type: "start_date"
            },
            prices: {
              input_mtok: {
                base: 0.22,
                tiers: [
                  {
                    start: 271999,
                    price: 0.44
                  }
                ]
              },
              cache_write_mtok: {
                base: 0.275,
                tiers: [
                  {
                    start: 271999,
                    price: 0.55
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.022,
                tiers: [
                  {
                    start: 271999,
                    price: 0.044
                  }
                ]
              },
              output_mtok: {
                base: 1.32,
                tiers: [
                  {
                    start: 271999,
                    price: 1.98
                  }
                ]
              }
            }
          }
        ]
      },
      {
        id: "regional.openai.gpt-5.6-sol",
        name: "GPT-5.6 Sol (regional)",
        match: {
          or: [
            {
              starts_with: "openai.gpt-5.6-sol"
            },
            {
              starts_with: "gpt-5.6-sol"
            },
            {
              contains: "us.openai.gpt-5.6-sol"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "In-Region and Geo (`us.`) inference, 10% above global. Cache writes (30m TTL) are billed at 1.25x input; at 272K input tokens and above, input and cache are 2x and output 1.5x. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. Sol input prices fell 20% and output prices 33.3% on 2026-08-21; the announcement quotes the global rates, and the in-Region and Geo rates moved with them. Refs: https://docs.aws.amazon.com/bedrock/latest/userguide/model-card-openai-gpt-56-sol.html, https://aws.amazon.com/about-aws/whats-new/2026/08/bedrock-openai-gpt-56-sol-reduced-pricing/, https://aws.amazon.com/about-aws/whats-new/2026/08/gpt-sol-terra-luna-long-context-bedrock/",
        prices: [
          {
            prices: {
              input_mtok: {
                base: 5.5,
                tiers: [
                  {
                    start: 271999,
                    price: 11
                  }
                ]
              },
              cache_write_mtok: {
                base: 6.875,
                tiers: [
                  {
                    start: 271999,
                    price: 13.75
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.55,
                tiers: [
                  {
                    start: 271999,
                    price: 1.1
                  }
                ]
              },
              output_mtok: {
                base: 33,
                tiers: [
                  {
                    start: 271999,
                    price: 49.5
                  }
                ]
              }
            }
          },
          {
            constraint: {
              start_date: "2026-08-21",
              type: "start_date"
            },
            prices: {
              input_mtok: {
                base: 4.4,
                tiers: [
                  {
                    start: 271999,
                    price: 8.8
                  }
                ]
              },
              cache_write_mtok: {
                base: 5.5,
                tiers: [
                  {
                    start: 271999,
                    price: 11
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.44,
                tiers: [
                  {
                    start: 271999,
                    price: 0.88
                  }
                ]
              },
              output_mtok: {
                base: 22,
                tiers: [
                  {
                    start: 271999,
                    price: 33
                  }
                ]
              }
            }
          }
        ]
      },
      {
        id: "regional.openai.gpt-5.6-terra",
        name: "GPT-5.6 Terra (regional)",
        match: {
          or: [
            {
              starts_with: "openai.gpt-5.6-terra"
            },
            {
              starts_with: "gpt-5.6-terra"
            },
            {
              contains: "us.openai.gpt-5.6-terra"
            },
            {
              contains: "in.openai.gpt-5.6-terra"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "In-Region and Geo (`us.`/`in.`) inference, 10% above global. Cache writes (30m TTL) are billed at 1.25x input; at 272K input tokens and above, input and cache are 2x and output 1.5x. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. AWS cut Terra prices by 20% on 2026-07-30; the unconstrained entry preserves the launch (2026-07-13) rates. The long-context tier arrived with the 1M context window on 2026-08-03, so the launch entry stays flat. Refs: https://docs.aws.amazon.com/bedrock/latest/userguide/model-card-openai-gpt-56-terra.html, https://aws.amazon.com/about-aws/whats-new/2026/07/openai-gpt-terra-luna-pricing-bedrock/, https://aws.amazon.com/about-aws/whats-new/2026/08/gpt-sol-terra-luna-long-context-bedrock/",
        prices: [
          {
            prices: {
              input_mtok: 2.75,
              cache_write_mtok: 3.4375,
              cache_read_mtok: 0.275,
              output_mtok: 16.5
            }
          },
          {
            constraint: {
              start_date: "2026-07-30",
              type: "start_date"
            },
            prices: {
              input_mtok: {
                base: 2.2,
                tiers: [
                  {
                    start: 271999,
                    price: 4.4
                  }
                ]
              },
              cache_write_mtok: {
                base: 2.75,
                tiers: [
                  {
                    start: 271999,
                    price: 5.5
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.22,
                tiers: [
                  {
                    start: 271999,
                    price: 0.44
                  }
                ]
              },
              output_mtok: {
                base: 13.2,
                tiers: [
                  {
                    start: 271999,
                    price: 19.8
                  }
                ]
              }
            }
          }
        ]
      },
      {
        id: "writer.palmyra-x4-v1:0",
        name: "Palmyra X4",
        match: {
          contains: "writer.palmyra-x4"
        },
        context_window: 128e3,
        price_comments: "Bedrock serves Palmyra X4 through cross-region inference profiles, so the model reference arrives prefixed, e.g. 'us.writer.palmyra-x4-v1:0'. Pricing is flat across regions. Ref: https://aws.amazon.com/bedrock/pricing/",
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "writer.palmyra-x5-v1:0",
        name: "Palmyra X5",
        match: {
          contains: "writer.palmyra-x5"
        },
        context_window: 128e3,
        price_comments: "Bedrock serves Palmyra X5 through cross-region inference profiles, so the model reference arrives prefixed, e.g. 'us.writer.palmyra-x5-v1:0'. Pricing is flat across regions. Ref: https://aws.amazon.com/bedrock/pricing/",
        prices: {
          input_mtok: 0.6,
          output_mtok: 6
        }
      }
    ]
  },
  {
    id: "azure",
    name: "Microsoft Azure",
    pricing_urls: ["https://azure.microsoft.com/en-us/pricing/details/cognitive-services/openai-service/#pricing"],
    api_pattern: "(https?://)?([^.]*\\.)?(?:openai\\.azure\\.com|azure-api\\.net|cognitiveservices\\.azure\\.com|services\\.ai\\.azure\\.com)",
    price_comments: 'These are prices for "*-Global" models, prices for "Regional" models are often slightly higher. Retired models are listed at https://learn.microsoft.com/th-th/azure/ai-foundry/openai/concepts/legacy-models',
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "responses",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["input_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["output_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "realtime",
        root: ["response", "usage"],
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "text_tokens"],
            dest: "input_text_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "image_tokens"],
            dest: "input_image_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "cached_tokens_details", "text_tokens"],
            dest: "cache_text_read_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "cached_tokens_details", "audio_tokens"],
            dest: "cache_audio_read_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "cached_tokens_details", "image_tokens"],
            dest: "cache_image_read_tokens",
            required: !1
          },
          {
            path: ["output_token_details", "text_tokens"],
            dest: "output_text_tokens",
            required: !1
          },
          {
            path: ["output_token_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !1
          }
        ]
      },
      {
        api_flavor: "embeddings",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "anthropic",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cache_creation_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_creation_input_tokens",
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    fallback_model_providers: ["openai", "anthropic", "deepseek", "x-ai", "moonshotai"],
    models: [
      {
        id: "ada",
        match: {
          or: [
            {
              equals: "ada"
            },
            {
              equals: "text-embedding-ada"
            },
            {
              equals: "text-embedding-ada-002"
            },
            {
              equals: "text-embedding-ada-002-v2"
            }
          ]
        },
        prices: {
          input_mtok: 0.1
        }
      },
      {
        id: "babbage",
        match: {
          or: [
            {
              equals: "babbage"
            },
            {
              equals: "babbage-002"
            }
          ]
        },
        prices: {
          input_mtok: 0.4
        }
      },
      {
        id: "curie",
        match: {
          or: [
            {
              equals: "curie"
            },
            {
              equals: "text-curie"
            },
            {
              equals: "text-curie-001"
            }
          ]
        },
        prices: {
          input_mtok: 2
        }
      },
      {
        id: "davinci",
        match: {
          or: [
            {
              equals: "davinci"
            },
            {
              equals: "davinci-002"
            },
            {
              equals: "text-davinci"
            },
            {
              equals: "text-davinci-002"
            }
          ]
        },
        prices: {
          input_mtok: 2
        }
      },
      {
        id: "mai-ds-r1:free",
        name: "MAI DS R1 (free)",
        description: "MAI-DS-R1 is a post-trained variant of DeepSeek-R1 developed by the Microsoft AI team to improve the model's responsiveness on previously blocked topics while enhancing its safety profile. Built on top of DeepSeek-R1's reasoning foundation, it integrates 110k examples from the Tulu-3 SFT dataset and 350k internally curated multilingual safety-alignment samples. The model retains strong reasoning, coding, and problem-solving capabilities, while unblocking a wide range of prompts previously restricted in R1.",
        match: {
          equals: "mai-ds-r1:free"
        },
        context_window: 163840,
        prices: {}
      },
      {
        id: "o1",
        match: {
          or: [
            {
              equals: "o1"
            },
            {
              equals: "o1-2024-12-17"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 15,
          cache_read_mtok: 7.5,
          output_mtok: 60
        }
      },
      {
        id: "o1-mini",
        match: {
          or: [
            {
              equals: "o1-mini"
            },
            {
              equals: "o1-mini-2024-09-12"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.55,
          output_mtok: 4.4
        }
      },
      {
        id: "o1-preview",
        match: {
          or: [
            {
              equals: "o1-preview"
            },
            {
              equals: "o1-preview-2024-09-12"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 15,
          cache_read_mtok: 7.5,
          output_mtok: 60
        }
      },
      {
        id: "o3-2025-04-16",
        match: {
          or: [
            {
              equals: "o3"
            },
            {
              equals: "o3-2025-04-16"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 8
        }
      },
      {
        id: "o3-mini",
        match: {
          or: [
            {
              equals: "o3-mini"
            },
            {
              equals: "o3-mini-2025-01-31"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.55,
          output_mtok: 4.4
        }
      },
      {
        id: "o4-mini",
        match: {
          or: [
            {
              contains: "o4-mini"
            },
            {
              contains: "o4-mini-2025-04-16"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.28,
          output_mtok: 4.4
        }
      },
      {
        id: "phi-3-medium-128k-instruct",
        name: "Phi-3 Medium 128K Instruct",
        description: "Phi-3 128K Medium is a powerful 14-billion parameter model designed for advanced language understanding, reasoning, and instruction following. Optimized through supervised fine-tuning and preference adjustments, it excels in tasks involving common sense, mathematics, logical reasoning, and code processing.",
        match: {
          equals: "phi-3-medium-128k-instruct"
        },
        context_window: 131072,
        prices: {
          input_mtok: 1,
          output_mtok: 1
        }
      },
      {
        id: "phi-3-mini-128k-instruct",
        name: "Phi-3 Mini 128K Instruct",
        description: "Phi-3 Mini is a powerful 3.8B parameter model designed for advanced language understanding, reasoning, and instruction following. Optimized through supervised fine-tuning and preference adjustments, it excels in tasks involving common sense, mathematics, logical reasoning, and code processing.",
        match: {
          equals: "phi-3-mini-128k-instruct"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "phi-3.5-mini-128k-instruct",
        name: "Phi-3.5 Mini 128K Instruct",
        description: "Phi-3.5 models are lightweight, state-of-the-art open models. These models were trained with Phi-3 datasets that include both synthetic data and the filtered, publicly available websites data, with a focus on high quality and reasoning-dense properties. Phi-3.5 Mini uses 3.8B parameters, and is a dense decoder-only transformer model using the same tokenizer as Phi-3 Mini.",
        match: {
          equals: "phi-3.5-mini-128k-instruct"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "phi-4",
        name: "Phi 4",
        description: "Microsoft Research Phi-4 is designed to perform well in complex reasoning tasks and can operate efficiently in situations with limited memory or where quick responses are needed.",
        match: {
          equals: "phi-4"
        },
        context_window: 16384,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.14
        }
      },
      {
        id: "phi-4-mini-instruct",
        name: "Phi 4 Mini Instruct",
        description: "Phi-4-mini-instruct is a lightweight open model built upon synthetic data and filtered publicly available websites, with a focus on high-quality, reasoning-dense data.",
        match: {
          equals: "phi-4-mini-instruct"
        },
        context_window: 131072,
        price_comments: "Imported from OpenRouter pricing; verify against Azure AI Foundry when native pricing is published.",
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.35
        }
      },
      {
        id: "phi-4-multimodal-instruct",
        name: "Phi 4 Multimodal Instruct",
        description: "Phi-4 Multimodal Instruct is a versatile 5.6B parameter foundation model that combines advanced reasoning and instruction-following capabilities across both text and visual inputs, providing accurate text outputs. The unified architecture enables efficient, low-latency inference, suitable for edge and mobile deployments. Phi-4 Multimodal Instruct supports text inputs in multiple languages including Arabic, Chinese, English, French, German, Japanese, Spanish, and more, with visual input optimized primarily for English. It delivers impressive performance on multimodal tasks involving mathematical, scientific, and document reasoning, providing developers and enterprises a powerful yet compact model for sophisticated interactive applications. For more information, see the Phi-4 Multimodal blog post.",
        match: {
          equals: "phi-4-multimodal-instruct"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.1
        }
      },
      {
        id: "phi-4-reasoning-plus",
        name: "Phi 4 Reasoning Plus",
        description: "Phi-4-reasoning-plus is an enhanced 14B parameter model from Microsoft, fine-tuned from Phi-4 with additional reinforcement learning to boost accuracy on math, science, and code reasoning tasks. It uses the same dense decoder-only transformer architecture as Phi-4, but generates longer, more comprehensive outputs structured into a step-by-step reasoning trace and final answer.",
        match: {
          equals: "phi-4-reasoning-plus"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.35
        }
      },
      {
        id: "phi-4-reasoning-plus:free",
        name: "Phi 4 Reasoning Plus (free)",
        description: "Phi-4-reasoning-plus is an enhanced 14B parameter model from Microsoft, fine-tuned from Phi-4 with additional reinforcement learning to boost accuracy on math, science, and code reasoning tasks. It uses the same dense decoder-only transformer architecture as Phi-4, but generates longer, more comprehensive outputs structured into a step-by-step reasoning trace and final answer.",
        match: {
          equals: "phi-4-reasoning-plus:free"
        },
        context_window: 32768,
        prices: {}
      },
      {
        id: "phi-4-reasoning:free",
        name: "Phi 4 Reasoning (free)",
        description: "Phi-4-reasoning is a 14B parameter dense decoder-only transformer developed by Microsoft, fine-tuned from Phi-4 to enhance complex reasoning capabilities. It uses a combination of supervised fine-tuning on chain-of-thought traces and reinforcement learning, targeting math, science, and code reasoning tasks. With a 32k context window and high inference efficiency, it is optimized for structured responses in a two-part format: reasoning trace followed by a final solution.",
        match: {
          equals: "phi-4-reasoning:free"
        },
        context_window: 32768,
        prices: {}
      },
      {
        id: "text-embedding-3-large",
        match: {
          equals: "text-embedding-3-large"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.13
        }
      },
      {
        id: "text-embedding-3-small",
        match: {
          equals: "text-embedding-3-small"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.02
        }
      },
      {
        id: "wizardlm-2-8x22b",
        name: "WizardLM-2 8x22B",
        description: "WizardLM-2 8x22B is Microsoft AI's most advanced Wizard model. It demonstrates highly competitive performance compared to leading proprietary models, and it consistently outperforms all existing state-of-the-art opensource models.",
        match: {
          equals: "wizardlm-2-8x22b"
        },
        prices: {
          input_mtok: 0.48,
          output_mtok: 0.48
        }
      }
    ]
  },
  {
    id: "baseten",
    name: "Baseten",
    pricing_urls: ["https://www.baseten.co/pricing/", "https://docs.baseten.co/inference/model-apis/overview"],
    api_pattern: "https://inference\\.baseten\\.co(?:/|$)",
    description: "OpenAI- and Anthropic-compatible hosted inference through Baseten Model APIs.",
    price_comments: "Covers the complete public Model APIs pricing table. Baseten automatically caches prompt prefixes and bills cached input at the published cache-input rate. Context windows use the catalog's displayed values in thousands of tokens. Model IDs use third-party namespaces, so they do not infer the Baseten provider without a Baseten provider ID or API URL.",
    provider_match: {
      contains: "baseten"
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "anthropic",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cache_read_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "deepseek-ai/DeepSeek-V4-Flash-0731",
        name: "DeepSeek V4 Flash 0731",
        match: {
          equals: "deepseek-ai/DeepSeek-V4-Flash-0731"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 0.13,
          cache_read_mtok: 0.028,
          output_mtok: 0.26
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V4-Pro",
        name: "DeepSeek V4 Pro",
        match: {
          equals: "deepseek-ai/DeepSeek-V4-Pro"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 1.74,
          cache_read_mtok: 0.145,
          output_mtok: 3.48
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V4-Pro-0813",
        name: "DeepSeek V4 Pro 0813",
        match: {
          equals: "deepseek-ai/DeepSeek-V4-Pro-0813"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 1.32,
          cache_read_mtok: 0.132,
          output_mtok: 3.96
        }
      },
      {
        id: "moonshotai/Kimi-K2.6",
        name: "Kimi K2.6",
        match: {
          equals: "moonshotai/Kimi-K2.6"
        },
        context_window: 262e3,
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.16,
          output_mtok: 4
        }
      },
      {
        id: "moonshotai/Kimi-K2.7-Code",
        name: "Kimi K2.7 Code",
        match: {
          equals: "moonshotai/Kimi-K2.7-Code"
        },
        context_window: 262e3,
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.16,
          output_mtok: 4
        }
      },
      {
        id: "moonshotai/Kimi-K3",
        name: "Kimi K3",
        match: {
          equals: "moonshotai/Kimi-K3"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "nvidia/NVIDIA-Nemotron-3-Ultra-550B-A55B",
        name: "NVIDIA Nemotron 3 Ultra",
        match: {
          equals: "nvidia/NVIDIA-Nemotron-3-Ultra-550B-A55B"
        },
        context_window: 202e3,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.12,
          output_mtok: 2.4
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "GPT OSS 120B",
        match: {
          equals: "openai/gpt-oss-120b"
        },
        context_window: 128e3,
        price_comments: "The pricing table does not publish a separate cached-input rate for this model.",
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.5
        }
      },
      {
        id: "thinkingmachines/inkling",
        name: "Inkling",
        match: {
          equals: "thinkingmachines/inkling"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 1,
          cache_read_mtok: 0.17,
          output_mtok: 4.05
        }
      },
      {
        id: "thinkingmachines/inkling-small",
        name: "Inkling Small",
        match: {
          equals: "thinkingmachines/inkling-small"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 0.5,
          cache_read_mtok: 0.1,
          output_mtok: 1.2
        }
      },
      {
        id: "zai-org/GLM-4.7",
        name: "GLM 4.7",
        match: {
          equals: "zai-org/GLM-4.7"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.12,
          output_mtok: 2.2
        }
      },
      {
        id: "zai-org/GLM-5.2",
        name: "GLM 5.2",
        match: {
          equals: "zai-org/GLM-5.2"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.14,
          output_mtok: 4.4
        }
      },
      {
        id: "zai-org/GLM-5.2-Fast",
        name: "GLM 5.2 Fast",
        match: {
          equals: "zai-org/GLM-5.2-Fast"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 2.1,
          cache_read_mtok: 0.21,
          output_mtok: 6.6
        }
      },
      {
        id: "zai-org/GLM-5.3",
        name: "GLM 5.3",
        match: {
          equals: "zai-org/GLM-5.3"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.14,
          output_mtok: 4.4
        }
      },
      {
        id: "zai-org/GLM-5.3-Flash",
        name: "GLM 5.3 Flash",
        match: {
          equals: "zai-org/GLM-5.3-Flash"
        },
        context_window: 1048e3,
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.03,
          output_mtok: 0.5
        }
      }
    ]
  },
  {
    id: "cerebras",
    name: "Cerebras",
    pricing_urls: [
      "https://www.cerebras.ai/pricing#pricing",
      "https://inference-docs.cerebras.ai/models/openai-oss",
      "https://inference-docs.cerebras.ai/models/gemma-4-31b",
      "https://inference-docs.cerebras.ai/support/change-log"
    ],
    api_pattern: "https://api\\.cerebras\\.ai",
    model_match: {
      contains: "cerebras"
    },
    provider_match: {
      contains: "cerebras"
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "gemma-4-31b",
        name: "Gemma 4 31B",
        description: "Google's Gemma 4 31B open model for chat, instruction following, and multilingual tasks, served with fast inference on Cerebras hardware (~1,850 tokens/second).",
        match: {
          or: [
            {
              equals: "gemma-4-31b"
            },
            {
              starts_with: "cerebras/gemma-4-31b"
            },
            {
              starts_with: "cerebras:gemma-4-31b"
            }
          ]
        },
        context_window: 131072,
        price_comments: "Developer tier pricing. Free tier: 65k context, Paid tier: 131k context.",
        prices: {
          input_mtok: 0.99,
          output_mtok: 1.49
        }
      },
      {
        id: "gpt-oss-120b",
        name: "GPT-OSS 120B",
        description: "OpenAI's flagship open source model, built on a Mixture-of-Experts (MoE) architecture with 120 billion parameters and 128 experts. Delivers frontier reasoning capabilities with record-breaking inference speeds on Cerebras hardware (~3,000 tokens/second).",
        match: {
          or: [
            {
              equals: "gpt-oss-120b"
            },
            {
              starts_with: "cerebras/gpt-oss-120b"
            },
            {
              starts_with: "cerebras:gpt-oss-120b"
            }
          ]
        },
        context_window: 131072,
        price_comments: "Developer tier pricing. Free tier: 65k context, Paid tier: 131k context.",
        prices: {
          input_mtok: 0.35,
          output_mtok: 0.75
        }
      },
      {
        id: "llama-3.3-70b",
        name: "Llama 3.3 70B",
        description: "Meta's enhanced 70B model delivering 405B-level accuracy. Optimized for chat, coding, instruction following, mathematics, and reasoning with high-speed inference on Cerebras hardware (~2,100 tokens/second).",
        match: {
          or: [
            {
              equals: "llama-3.3-70b"
            },
            {
              starts_with: "cerebras/llama-3.3-70b"
            },
            {
              starts_with: "cerebras:llama-3.3-70b"
            }
          ]
        },
        context_window: 128e3,
        price_comments: "No longer listed in the Cerebras Inference docs (checked 2026-07-17 and 2026-08-27); last known rates kept for historical usage.",
        prices: {
          input_mtok: 0.85,
          output_mtok: 1.2
        },
        deprecated: !0
      },
      {
        id: "llama3.1-8b",
        name: "Llama 3.1 8B",
        description: "Meta's Llama 3.1 8B model for general-purpose tasks including chat, coding, and instruction following. Optimized for fast inference on Cerebras hardware (~2,200 tokens/second).",
        match: {
          or: [
            {
              equals: "llama3.1-8b"
            },
            {
              starts_with: "cerebras/llama3.1-8b"
            },
            {
              starts_with: "cerebras:llama3.1-8b"
            }
          ]
        },
        context_window: 32768,
        price_comments: "No longer listed in the Cerebras Inference docs (checked 2026-07-17 and 2026-08-27); last known rates kept for historical usage.",
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        },
        deprecated: !0
      },
      {
        id: "qwen-3-32b",
        name: "Qwen 3 32B",
        description: "Qwen's 32B parameter model with enhanced reasoning and coding capabilities. Supports both standard and reasoning modes for complex tasks, with fast inference speeds on Cerebras hardware (~2,600 tokens/second).",
        match: {
          or: [
            {
              equals: "qwen-3-32b"
            },
            {
              starts_with: "cerebras/qwen-3-32b"
            },
            {
              starts_with: "cerebras:qwen-3-32b"
            }
          ]
        },
        context_window: 131072,
        price_comments: "No longer listed in the Cerebras Inference docs (checked 2026-07-17 and 2026-08-27); last known rates kept for historical usage.",
        prices: {
          input_mtok: 0.4,
          output_mtok: 0.8
        },
        deprecated: !0
      },
      {
        id: "qwen-3-coder-480b",
        name: "qwen-3-coder-480b",
        match: {
          equals: "qwen-3-coder-480b"
        },
        price_comments: "Seems to be no longer available on cerebras, here to help with tests",
        prices: {}
      },
      {
        id: "zai-glm-4.7",
        name: "Z.ai GLM 4.7",
        description: "Z.ai's GLM 4.7, a 355 billion parameter model with reasoning enabled by default, served with fast inference on Cerebras hardware (~1,000 tokens/second).",
        match: {
          or: [
            {
              equals: "zai-glm-4.7"
            },
            {
              starts_with: "cerebras/zai-glm-4.7"
            },
            {
              starts_with: "cerebras:zai-glm-4.7"
            }
          ]
        },
        context_window: 131072,
        price_comments: "Deprecated by Cerebras on 2026-08-17 (see https://inference-docs.cerebras.ai/support/change-log) and no longer in the model catalog; last published developer tier rates kept for historical usage.",
        prices: {
          input_mtok: 2.25,
          output_mtok: 2.75
        },
        deprecated: !0
      }
    ]
  },
  {
    id: "cloudflare",
    name: "Cloudflare Workers AI",
    pricing_urls: [
      "https://developers.cloudflare.com/workers-ai/platform/pricing/",
      "https://developers.cloudflare.com/workers-ai/models/"
    ],
    api_pattern: "https://api\\.cloudflare\\.com/client/v4/accounts/[^/]+/ai(?:/|$)",
    price_comments: "Paid Workers plan rates, expressed using Cloudflare's token-equivalent prices. Calculations do not apply the account-wide free allocation of 10,000 Neurons per day. This provider entry deliberately covers only models with token-equivalent prices. Image and audio models are omitted.",
    model_match: {
      starts_with: "@cf/"
    },
    provider_match: {
      contains: "cloudflare"
    },
    extractors: [
      {
        api_flavor: "default",
        root: ["result", "usage"],
        model_path: ["result", "model"],
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "responses",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["output_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "embeddings",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "@cf/ai4bharat/indictrans2-en-indic-1B",
        name: "IndicTrans2 EN-Indic 1B",
        match: {
          equals: "@cf/ai4bharat/indictrans2-en-indic-1B"
        },
        prices: {
          input_mtok: 0.342,
          output_mtok: 0.342
        }
      },
      {
        id: "@cf/aisingapore/gemma-sea-lion-v4-27b-it",
        name: "Gemma SEA-LION v4 27B IT",
        match: {
          equals: "@cf/aisingapore/gemma-sea-lion-v4-27b-it"
        },
        prices: {
          input_mtok: 0.351,
          output_mtok: 0.555
        }
      },
      {
        id: "@cf/baai/bge-base-en-v1.5",
        name: "BGE Base English v1.5",
        match: {
          equals: "@cf/baai/bge-base-en-v1.5"
        },
        prices: {
          input_mtok: 0.067
        }
      },
      {
        id: "@cf/baai/bge-large-en-v1.5",
        name: "BGE Large English v1.5",
        match: {
          equals: "@cf/baai/bge-large-en-v1.5"
        },
        prices: {
          input_mtok: 0.204
        }
      },
      {
        id: "@cf/baai/bge-m3",
        name: "BGE-M3",
        match: {
          equals: "@cf/baai/bge-m3"
        },
        prices: {
          input_mtok: 0.012
        }
      },
      {
        id: "@cf/baai/bge-reranker-base",
        name: "BGE Reranker Base",
        match: {
          equals: "@cf/baai/bge-reranker-base"
        },
        prices: {
          input_mtok: 3e-3
        }
      },
      {
        id: "@cf/baai/bge-small-en-v1.5",
        name: "BGE Small English v1.5",
        match: {
          equals: "@cf/baai/bge-small-en-v1.5"
        },
        prices: {
          input_mtok: 0.02
        }
      },
      {
        id: "@cf/deepseek-ai/deepseek-r1-distill-qwen-32b",
        name: "DeepSeek R1 Distill Qwen 32B",
        match: {
          equals: "@cf/deepseek-ai/deepseek-r1-distill-qwen-32b"
        },
        prices: {
          input_mtok: 0.497,
          output_mtok: 4.881
        }
      },
      {
        id: "@cf/deepseek-ai/deepseek-v4-flash-0731",
        name: "DeepSeek V4 Flash 0731",
        match: {
          equals: "@cf/deepseek-ai/deepseek-v4-flash-0731"
        },
        prices: {
          input_mtok: 0.44,
          cache_read_mtok: 0.014,
          output_mtok: 1.32
        }
      },
      {
        id: "@cf/deepseek-ai/deepseek-v4-pro-0813",
        name: "DeepSeek V4 Pro 0813",
        match: {
          equals: "@cf/deepseek-ai/deepseek-v4-pro-0813"
        },
        prices: {
          input_mtok: 1.32,
          cache_read_mtok: 0.044,
          output_mtok: 3.96
        }
      },
      {
        id: "@cf/google/gemma-3-12b-it",
        name: "Gemma 3 12B IT",
        match: {
          equals: "@cf/google/gemma-3-12b-it"
        },
        prices: {
          input_mtok: 0.345,
          output_mtok: 0.556
        },
        deprecated: !0
      },
      {
        id: "@cf/google/gemma-4-26b-a4b-it",
        name: "Gemma 4 26B A4B IT",
        match: {
          equals: "@cf/google/gemma-4-26b-a4b-it"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "@cf/huggingface/distilbert-sst-2-int8",
        name: "DistilBERT SST-2 INT8",
        match: {
          equals: "@cf/huggingface/distilbert-sst-2-int8"
        },
        prices: {
          input_mtok: 0.026
        }
      },
      {
        id: "@cf/ibm-granite/granite-4.0-h-micro",
        name: "Granite 4.0 H Micro",
        match: {
          equals: "@cf/ibm-granite/granite-4.0-h-micro"
        },
        prices: {
          input_mtok: 0.017,
          output_mtok: 0.112
        }
      },
      {
        id: "@cf/meta/llama-2-7b-chat-fp16",
        name: "Llama 2 7B Chat FP16",
        match: {
          equals: "@cf/meta/llama-2-7b-chat-fp16"
        },
        prices: {
          input_mtok: 0.556,
          output_mtok: 6.667
        },
        deprecated: !0
      },
      {
        id: "@cf/meta/llama-3-8b-instruct",
        name: "Llama 3 8B Instruct",
        match: {
          equals: "@cf/meta/llama-3-8b-instruct"
        },
        prices: {
          input_mtok: 0.282,
          output_mtok: 0.827
        },
        deprecated: !0
      },
      {
        id: "@cf/meta/llama-3-8b-instruct-awq",
        name: "Llama 3 8B Instruct AWQ",
        match: {
          equals: "@cf/meta/llama-3-8b-instruct-awq"
        },
        prices: {
          input_mtok: 0.123,
          output_mtok: 0.266
        },
        deprecated: !0
      },
      {
        id: "@cf/meta/llama-3.1-70b-instruct-fp8-fast",
        name: "Llama 3.1 70B Instruct FP8 Fast",
        match: {
          equals: "@cf/meta/llama-3.1-70b-instruct-fp8-fast"
        },
        prices: {
          input_mtok: 0.293,
          output_mtok: 2.253
        }
      },
      {
        id: "@cf/meta/llama-3.1-8b-instruct",
        name: "Llama 3.1 8B Instruct",
        match: {
          equals: "@cf/meta/llama-3.1-8b-instruct"
        },
        prices: {
          input_mtok: 0.282,
          output_mtok: 0.827
        },
        deprecated: !0
      },
      {
        id: "@cf/meta/llama-3.1-8b-instruct-awq",
        name: "Llama 3.1 8B Instruct AWQ",
        match: {
          equals: "@cf/meta/llama-3.1-8b-instruct-awq"
        },
        prices: {
          input_mtok: 0.123,
          output_mtok: 0.266
        },
        deprecated: !0
      },
      {
        id: "@cf/meta/llama-3.1-8b-instruct-fp8",
        name: "Llama 3.1 8B Instruct FP8",
        match: {
          equals: "@cf/meta/llama-3.1-8b-instruct-fp8"
        },
        prices: {
          input_mtok: 0.152,
          output_mtok: 0.287
        }
      },
      {
        id: "@cf/meta/llama-3.1-8b-instruct-fp8-fast",
        name: "Llama 3.1 8B Instruct FP8 Fast",
        match: {
          or: [
            {
              equals: "@cf/meta/llama-3.1-8b-instruct-fp8-fast"
            },
            {
              equals: "@cf/meta/llama-3.1-8b-instruct-fast"
            }
          ]
        },
        price_comments: "Cloudflare's pricing table uses the fp8-fast identifier while the model catalog documents the fast identifier.",
        prices: {
          input_mtok: 0.045,
          output_mtok: 0.384
        }
      },
      {
        id: "@cf/meta/llama-3.2-11b-vision-instruct",
        name: "Llama 3.2 11B Vision Instruct",
        match: {
          equals: "@cf/meta/llama-3.2-11b-vision-instruct"
        },
        prices: {
          input_mtok: 0.049,
          output_mtok: 0.676
        }
      },
      {
        id: "@cf/meta/llama-3.2-1b-instruct",
        name: "Llama 3.2 1B Instruct",
        match: {
          equals: "@cf/meta/llama-3.2-1b-instruct"
        },
        prices: {
          input_mtok: 0.027,
          output_mtok: 0.201
        }
      },
      {
        id: "@cf/meta/llama-3.2-3b-instruct",
        name: "Llama 3.2 3B Instruct",
        match: {
          equals: "@cf/meta/llama-3.2-3b-instruct"
        },
        prices: {
          input_mtok: 0.051,
          output_mtok: 0.335
        }
      },
      {
        id: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
        name: "Llama 3.3 70B Instruct FP8 Fast",
        match: {
          equals: "@cf/meta/llama-3.3-70b-instruct-fp8-fast"
        },
        context_window: 24e3,
        prices: {
          input_mtok: 0.293,
          output_mtok: 2.253
        }
      },
      {
        id: "@cf/meta/llama-4-scout-17b-16e-instruct",
        name: "Llama 4 Scout 17B 16E Instruct",
        match: {
          equals: "@cf/meta/llama-4-scout-17b-16e-instruct"
        },
        prices: {
          input_mtok: 0.27,
          output_mtok: 0.85
        }
      },
      {
        id: "@cf/meta/llama-guard-3-8b",
        name: "Llama Guard 3 8B",
        match: {
          equals: "@cf/meta/llama-guard-3-8b"
        },
        prices: {
          input_mtok: 0.484,
          output_mtok: 0.03
        }
      },
      {
        id: "@cf/meta/m2m100-1.2b",
        name: "M2M100 1.2B",
        match: {
          equals: "@cf/meta/m2m100-1.2b"
        },
        prices: {
          input_mtok: 0.342,
          output_mtok: 0.342
        }
      },
      {
        id: "@cf/mistral/mistral-7b-instruct-v0.1",
        name: "Mistral 7B Instruct v0.1",
        match: {
          equals: "@cf/mistral/mistral-7b-instruct-v0.1"
        },
        prices: {
          input_mtok: 0.11,
          output_mtok: 0.19
        },
        deprecated: !0
      },
      {
        id: "@cf/mistralai/mistral-small-3.1-24b-instruct",
        name: "Mistral Small 3.1 24B Instruct",
        match: {
          equals: "@cf/mistralai/mistral-small-3.1-24b-instruct"
        },
        prices: {
          input_mtok: 0.351,
          output_mtok: 0.555
        }
      },
      {
        id: "@cf/moondream/moondream3.1-9B-A2B",
        name: "Moondream 3.1 9B A2B",
        match: {
          equals: "@cf/moondream/moondream3.1-9B-A2B"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 1
        }
      },
      {
        id: "@cf/moonshotai/kimi-k2.5",
        name: "Kimi K2.5",
        match: {
          equals: "@cf/moonshotai/kimi-k2.5"
        },
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.1,
          output_mtok: 3
        },
        deprecated: !0
      },
      {
        id: "@cf/moonshotai/kimi-k2.6",
        name: "Kimi K2.6",
        match: {
          equals: "@cf/moonshotai/kimi-k2.6"
        },
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.16,
          output_mtok: 4
        }
      },
      {
        id: "@cf/moonshotai/kimi-k2.7-code",
        name: "Kimi K2.7 Code",
        match: {
          equals: "@cf/moonshotai/kimi-k2.7-code"
        },
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.19,
          output_mtok: 4
        }
      },
      {
        id: "@cf/nvidia/nemotron-3-120b-a12b",
        name: "Nemotron 3 120B A12B",
        match: {
          equals: "@cf/nvidia/nemotron-3-120b-a12b"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "@cf/openai/gpt-oss-120b",
        name: "GPT-OSS 120B",
        match: {
          equals: "@cf/openai/gpt-oss-120b"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.35,
          output_mtok: 0.75
        }
      },
      {
        id: "@cf/openai/gpt-oss-20b",
        name: "GPT-OSS 20B",
        match: {
          equals: "@cf/openai/gpt-oss-20b"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.3
        }
      },
      {
        id: "@cf/pfnet/plamo-embedding-1b",
        name: "PLaMo Embedding 1B",
        match: {
          equals: "@cf/pfnet/plamo-embedding-1b"
        },
        prices: {
          input_mtok: 0.019
        }
      },
      {
        id: "@cf/qwen/qwen2.5-coder-32b-instruct",
        name: "Qwen2.5 Coder 32B Instruct",
        match: {
          equals: "@cf/qwen/qwen2.5-coder-32b-instruct"
        },
        prices: {
          input_mtok: 0.66,
          output_mtok: 1
        }
      },
      {
        id: "@cf/qwen/qwen3-30b-a3b-fp8",
        name: "Qwen3 30B A3B FP8",
        match: {
          equals: "@cf/qwen/qwen3-30b-a3b-fp8"
        },
        prices: {
          input_mtok: 0.051,
          output_mtok: 0.335
        }
      },
      {
        id: "@cf/qwen/qwen3-embedding-0.6b",
        name: "Qwen3 Embedding 0.6B",
        match: {
          equals: "@cf/qwen/qwen3-embedding-0.6b"
        },
        prices: {
          input_mtok: 0.012
        }
      },
      {
        id: "@cf/qwen/qwen3.8-27b",
        name: "Qwen3.8 27B",
        match: {
          equals: "@cf/qwen/qwen3.8-27b"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.45,
          output_mtok: 3.2
        }
      },
      {
        id: "@cf/qwen/qwq-32b",
        name: "QwQ 32B",
        match: {
          equals: "@cf/qwen/qwq-32b"
        },
        prices: {
          input_mtok: 0.66,
          output_mtok: 1
        }
      },
      {
        id: "@cf/zai-org/glm-4.7-flash",
        name: "GLM 4.7 Flash",
        match: {
          equals: "@cf/zai-org/glm-4.7-flash"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.4
        }
      },
      {
        id: "@cf/zai-org/glm-5.2",
        name: "GLM 5.2",
        match: {
          equals: "@cf/zai-org/glm-5.2"
        },
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.26,
          output_mtok: 4.4
        }
      },
      {
        id: "@cf/zai-org/glm-5.3-flash",
        name: "GLM 5.3 Flash",
        match: {
          equals: "@cf/zai-org/glm-5.3-flash"
        },
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.03,
          output_mtok: 0.5
        }
      }
    ]
  },
  {
    id: "cohere",
    name: "Cohere",
    pricing_urls: ["https://cohere.com/pricing"],
    api_pattern: "https://api\\.cohere\\.(?:ai|com)",
    model_match: {
      starts_with: "command-"
    },
    provider_match: {
      contains: "cohere"
    },
    extractors: [
      {
        api_flavor: "default",
        root: ["usage", "billed_units"],
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "tokens",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: ["tokens", "input_tokens"],
            dest: "input_tokens",
            required: !1
          },
          {
            path: ["tokens", "output_tokens"],
            dest: "output_tokens",
            required: !1
          },
          {
            path: "cached_tokens",
            dest: "cache_read_tokens",
            required: !1
          }
        ]
      },
      {
        api_flavor: "embeddings",
        root: ["meta", "billed_units"],
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "c4ai-aya-expanse-32b",
        name: "Aya Expanse 32B",
        description: "Aya Expanse is a highly performant 32B multilingual model, designed to rival monolingual performance through innovations in instruction tuning with data arbitrage, preference training, and model merging. Serves 23 languages.",
        match: {
          contains: "aya-expanse-32b"
        },
        context_window: 128e3,
        price_comments: "https://cohere.com/pricing FAQ: Aya Expanse models (8B and 32B) on the API are charged at $0.50/1M tokens for input and $1.50/1M tokens for output.",
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "c4ai-aya-expanse-8b",
        name: "Aya Expanse 8B",
        description: "Aya Expanse is a highly performant 8B multilingual model, designed to rival monolingual performance through innovations in instruction tuning with data arbitrage, preference training, and model merging. Serves 23 languages.",
        match: {
          contains: "aya-expanse-8b"
        },
        context_window: 8192,
        price_comments: "Retired 2026-04-04 per https://docs.cohere.com/docs/models; last published price kept for historical usage. https://cohere.com/pricing FAQ: Aya Expanse models (8B and 32B) on the API are charged at $0.50/1M tokens for input and $1.50/1M tokens for output.",
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        },
        deprecated: !0
      },
      {
        id: "command",
        name: "Command",
        description: "Command is an instruction-following conversational model that performs language tasks with high quality, more reliably and with a longer context than our base generative models.",
        match: {
          equals: "command"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "command-a",
        name: "Command A",
        description: `Command A is an open-weights 111B parameter model with a 256k context window focused on delivering great performance across agentic, multilingual, and coding use cases.
Compared to other leading proprietary and open-weights models Command A delivers maximum performance with minimum hardware costs, excelling on business-critical agentic and multilingual tasks.`,
        match: {
          or: [
            {
              equals: "command-a"
            },
            {
              equals: "command-a-03-2025"
            }
          ]
        },
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "command-light",
        name: "Command Light",
        description: "A smaller, faster version of Command. Almost as capable, but a lot faster.",
        match: {
          starts_with: "command-light"
        },
        context_window: 4096,
        price_comments: "Deprecated 2025-09-15 per https://docs.cohere.com/docs/models; still billable for existing customers. https://cohere.com/pricing FAQ: Command-light pricing is $0.30/1M tokens for input and $0.60/1M tokens for output.",
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.6
        },
        deprecated: !0
      },
      {
        id: "command-r",
        name: "Command R",
        description: "Command-R is a 35B parameter model that performs conversational language tasks at a higher quality, more reliably, and with a longer context than previous models. It can be used for complex workflows like code generation, retrieval augmented generation (RAG), tool use, and agents.",
        match: {
          or: [
            {
              equals: "command-r"
            },
            {
              equals: "command-r-08-2024"
            }
          ]
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "command-r-plus",
        name: "Command R+",
        description: "Command R+ is a new, 104B-parameter LLM from Cohere. It's useful for roleplay, general consumer usecases, and Retrieval Augmented Generation (RAG).",
        match: {
          or: [
            {
              equals: "command-r-plus"
            },
            {
              equals: "command-r-plus-08-2024"
            }
          ]
        },
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "command-r7b",
        name: "Command R7B",
        description: "Command R7B (12-2024) is a small, fast update of the Command R+ model, delivered in December 2024. It excels at RAG, tool use, agents, and similar tasks requiring complex reasoning and multiple steps.",
        match: {
          or: [
            {
              equals: "command-r7b"
            },
            {
              equals: "command-r7b-12-2024"
            }
          ]
        },
        prices: {
          input_mtok: 0.0375,
          output_mtok: 0.15
        }
      },
      {
        id: "embed-v4.0",
        name: "Embed v4.0",
        description: "Embed v4.0 is a state-of-the-art embedding model designed for precise retrieval across noisy, multilingual, and multimodal data.",
        match: {
          equals: "embed-v4.0"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.12
        }
      }
    ]
  },
  {
    id: "cursor",
    name: "Cursor",
    pricing_urls: [
      "https://cursor.com/docs/models-and-pricing",
      "https://cursor.com/docs/models/grok-4-6",
      "https://cursor.com/docs/models/grok-4-5",
      "https://cursor.com/docs/models/cursor-composer-2-5"
    ],
    api_pattern: "https://api\\.cursor\\.com",
    description: "Agentic coding models available through Cursor's editor, SDK, and Cloud Agents API.",
    model_match: {
      starts_with: "composer-"
    },
    extractors: [
      {
        api_flavor: "usage-event",
        root: "tokenUsage",
        model_path: "model",
        mappings: [
          {
            path: "inputTokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cacheWriteTokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cacheReadTokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cacheWriteTokens",
            dest: "cache_write_tokens",
            required: !0
          },
          {
            path: "cacheReadTokens",
            dest: "cache_read_tokens",
            required: !0
          },
          {
            path: "outputTokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "composer-2.5",
        name: "Composer 2.5",
        description: "Cursor's agentic coding model, optimized for long-running tasks and tool use.",
        match: {
          or: [
            {
              equals: "composer-2.5"
            },
            {
              regex: "^composer-2\\.5\\[fast=false\\]$"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "Standard on-demand usage. Fast is a separately priced variant.",
        prices: {
          input_mtok: 0.5,
          cache_read_mtok: 0.2,
          output_mtok: 2.5
        }
      },
      {
        id: "composer-2.5-fast",
        name: "Composer 2.5 Fast",
        description: "Faster Composer 2.5 speed tier with the same model intelligence.",
        match: {
          or: [
            {
              equals: "composer-2.5-fast"
            },
            {
              regex: "^composer-2\\.5\\[fast=true\\]$"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "Fast on-demand usage.",
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.5,
          output_mtok: 15
        }
      },
      {
        id: "grok-4.5",
        name: "Grok 4.5",
        description: "Cursor and SpaceXAI's agentic model for long-running coding and knowledge work.",
        match: {
          or: [
            {
              equals: "grok-4.5"
            },
            {
              regex: "^grok-4\\.5\\[fast=false\\]$"
            }
          ]
        },
        context_window: 256e3,
        price_comments: "Standard on-demand usage. Fast is a separately priced variant.",
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 6
        }
      },
      {
        id: "grok-4.5-fast",
        name: "Grok 4.5 Fast",
        description: "Faster Grok 4.5 speed tier for agentic coding and knowledge work.",
        match: {
          or: [
            {
              equals: "grok-4.5-fast"
            },
            {
              regex: "^grok-4\\.5\\[fast=true\\]$"
            }
          ]
        },
        context_window: 256e3,
        price_comments: "Fast on-demand usage.",
        prices: {
          input_mtok: 4,
          cache_read_mtok: 1,
          output_mtok: 18
        }
      },
      {
        id: "grok-4.6",
        name: "Grok 4.6",
        description: "Cursor and SpaceXAI's frontier model for complex coding and knowledge work.",
        match: {
          or: [
            {
              equals: "grok-4.6"
            },
            {
              regex: "^grok-4\\.6\\[fast=false\\]$"
            }
          ]
        },
        context_window: 256e3,
        price_comments: "Standard on-demand usage. Fast is a separately priced variant.",
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 6
        }
      },
      {
        id: "grok-4.6-fast",
        name: "Grok 4.6 Fast",
        description: "Faster Grok 4.6 speed tier for complex coding and knowledge work.",
        match: {
          or: [
            {
              equals: "grok-4.6-fast"
            },
            {
              regex: "^grok-4\\.6\\[fast=true\\]$"
            }
          ]
        },
        context_window: 256e3,
        price_comments: "Fast on-demand usage.",
        prices: {
          input_mtok: 4,
          cache_read_mtok: 1,
          output_mtok: 12
        }
      }
    ]
  },
  {
    id: "deepseek",
    name: "Deepseek",
    pricing_urls: ["https://api-docs.deepseek.com/quick_start/pricing"],
    api_pattern: "https://api\\.deepseek\\.com",
    price_comments: 'Deepseek off-peak pricing applies "UTC 16:30-00:30" so we switch it around and use the off-peak pricing as the default (first) price then the second price with a constraint is the "standard" pricing that applies "UTC 00:30-16:30".',
    model_match: {
      starts_with: "deepseek"
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "deepseek-chat",
        name: "DeepSeek Chat",
        description: "DeepSeek-V3 is the latest model from the DeepSeek team, building upon the instruction following and coding abilities of the previous versions. Pre-trained on nearly 15 trillion tokens, the reported evaluations reveal that the model outperforms other open-source models and rivals leading closed-source models.",
        match: {
          or: [
            {
              starts_with: "deepseek-chat"
            },
            {
              equals: "deepseek-chat-v3-0324"
            }
          ]
        },
        context_window: 64e3,
        prices: [
          {
            prices: {
              input_mtok: 0.135,
              cache_read_mtok: 0.035,
              output_mtok: 0.55
            }
          },
          {
            constraint: {
              start_time: "00:30:00Z",
              end_time: "16:30:00Z",
              type: "time_of_date"
            },
            prices: {
              input_mtok: 0.27,
              cache_read_mtok: 0.07,
              output_mtok: 1.1
            }
          }
        ]
      },
      {
        id: "deepseek-reasoner",
        name: "Deepseek R1",
        description: "DeepSeek R1 is here: Performance on par with OpenAI o1, but open-sourced and with fully open reasoning tokens. It's 671B parameters in size, with 37B active in an inference pass.",
        match: {
          or: [
            {
              equals: "deepseek-reasoner"
            },
            {
              starts_with: "deepseek-r1"
            },
            {
              equals: "deepseek-r1-0528"
            }
          ]
        },
        context_window: 64e3,
        prices: [
          {
            prices: {
              input_mtok: 0.135,
              cache_read_mtok: 0.035,
              output_mtok: 0.55
            }
          },
          {
            constraint: {
              start_time: "00:30:00Z",
              end_time: "16:30:00Z",
              type: "time_of_date"
            },
            prices: {
              input_mtok: 0.55,
              cache_read_mtok: 0.14,
              output_mtok: 2.19
            }
          }
        ]
      },
      {
        id: "deepseek-v3.1-terminus",
        name: "DeepSeek V3.1 Terminus",
        description: "DeepSeek-V3.1 Terminus is an update to DeepSeek V3.1 that maintains the model's original capabilities while addressing issues reported by users, including language consistency and agent capabilities.",
        match: {
          equals: "deepseek-v3.1-terminus"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.27,
          cache_read_mtok: 0.13,
          output_mtok: 0.95
        }
      },
      {
        id: "deepseek-v3.2",
        name: "DeepSeek V3.2",
        description: "DeepSeek-V3.2 is a large language model designed to harmonize high computational efficiency with strong reasoning and agentic tool-use performance.",
        match: {
          equals: "deepseek-v3.2"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.2288,
          output_mtok: 0.3432
        }
      },
      {
        id: "deepseek-v3.2-exp",
        name: "DeepSeek V3.2 Exp",
        description: "DeepSeek-V3.2-Exp is an experimental large language model released by DeepSeek as an intermediate step between V3.1 and future architectures.",
        match: {
          equals: "deepseek-v3.2-exp"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.27,
          output_mtok: 0.41
        }
      },
      {
        id: "deepseek-v4-flash",
        name: "DeepSeek V4 Flash",
        description: "DeepSeek-V4-Flash. Supports both non-thinking and thinking (default) modes, JSON output, tool calls, chat prefix completion, and FIM completion (non-thinking only).",
        match: {
          or: [
            {
              starts_with: "deepseek-v4-flash"
            }
          ]
        },
        context_window: 1e6,
        price_comments: 'From 2026-08-17 the V4 models use different peak windows from the V3 models: peak is "UTC 01:00-04:00" and "UTC 06:00-10:00", everything else is off-peak. The flat rate that applied before 2026-08-17 is kept as the unconstrained first price, the new off-peak rate is gated on start_date, and the two peak windows come last so they win during peak hours. Two things this layout still cannot say, because `constraint` is a union and one entry cannot carry both a date and a daily window. Requests from before 2026-08-17 that fall inside 01:00-04:00 or 06:00-10:00 UTC - 7 hours of every day - resolve to the new peak rate rather than the old flat rate. And from 2026-08-23 Deepseek bills off-peak all day at weekends (Beijing time), which needs a day-of-week condition, so on Saturdays and Sundays the peak prices here are an upper bound. See https://github.com/pydantic/genai-prices/issues/582.',
        prices: [
          {
            prices: {
              input_mtok: 0.14,
              cache_read_mtok: 28e-4,
              output_mtok: 0.28
            }
          },
          {
            constraint: {
              start_date: "2026-08-17",
              type: "start_date"
            },
            prices: {
              input_mtok: 0.22,
              cache_read_mtok: 7e-3,
              output_mtok: 0.66
            }
          },
          {
            constraint: {
              start_time: "01:00:00Z",
              end_time: "04:00:00Z",
              type: "time_of_date"
            },
            prices: {
              input_mtok: 0.44,
              cache_read_mtok: 0.014,
              output_mtok: 1.32
            }
          },
          {
            constraint: {
              start_time: "06:00:00Z",
              end_time: "10:00:00Z",
              type: "time_of_date"
            },
            prices: {
              input_mtok: 0.44,
              cache_read_mtok: 0.014,
              output_mtok: 1.32
            }
          }
        ]
      },
      {
        id: "deepseek-v4-pro",
        name: "DeepSeek V4 Pro",
        description: "DeepSeek-V4-Pro. Supports both non-thinking and thinking (default) modes, JSON output, tool calls, chat prefix completion, and FIM completion (non-thinking only).",
        match: {
          or: [
            {
              starts_with: "deepseek-v4-pro"
            }
          ]
        },
        context_window: 1e6,
        price_comments: 'From 2026-08-17 the V4 models use different peak windows from the V3 models: peak is "UTC 01:00-04:00" and "UTC 06:00-10:00", everything else is off-peak. The flat rate that applied before 2026-08-17 is kept as the unconstrained first price, the new off-peak rate is gated on start_date, and the two peak windows come last so they win during peak hours. Two things this layout still cannot say, because `constraint` is a union and one entry cannot carry both a date and a daily window. Requests from before 2026-08-17 that fall inside 01:00-04:00 or 06:00-10:00 UTC - 7 hours of every day - resolve to the new peak rate rather than the old flat rate. And from 2026-08-23 Deepseek bills off-peak all day at weekends (Beijing time), which needs a day-of-week condition, so on Saturdays and Sundays the peak prices here are an upper bound. See https://github.com/pydantic/genai-prices/issues/582.',
        prices: [
          {
            prices: {
              input_mtok: 0.435,
              cache_read_mtok: 3625e-6,
              output_mtok: 0.87
            }
          },
          {
            constraint: {
              start_date: "2026-08-17",
              type: "start_date"
            },
            prices: {
              input_mtok: 0.66,
              cache_read_mtok: 0.022,
              output_mtok: 1.98
            }
          },
          {
            constraint: {
              start_time: "01:00:00Z",
              end_time: "04:00:00Z",
              type: "time_of_date"
            },
            prices: {
              input_mtok: 1.32,
              cache_read_mtok: 0.044,
              output_mtok: 3.96
            }
          },
          {
            constraint: {
              start_time: "06:00:00Z",
              end_time: "10:00:00Z",
              type: "time_of_date"
            },
            prices: {
              input_mtok: 1.32,
              cache_read_mtok: 0.044,
              output_mtok: 3.96
            }
          }
        ]
      }
    ]
  },
  {
    id: "doubleword",
    name: "Doubleword",
    pricing_urls: ["https://docs.doubleword.ai/inference-api/models"],
    api_pattern: "https://api\\.doubleword\\.ai",
    price_comments: "Doubleword publishes Realtime, Async, and Batch prices. This provider currently encodes only Realtime pricing.",
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "responses",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "embeddings",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "Qwen/Qwen3-14B-FP8",
        name: "Qwen3 14B",
        match: {
          equals: "Qwen/Qwen3-14B-FP8"
        },
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.6
        }
      },
      {
        id: "Qwen/Qwen3-Embedding-8B",
        name: "Qwen3 Embedding 8B",
        match: {
          equals: "Qwen/Qwen3-Embedding-8B"
        },
        prices: {
          input_mtok: 0.04
        }
      },
      {
        id: "Qwen/Qwen3-VL-235B-A22B-Instruct-FP8",
        name: "Qwen3 VL 235B A22B Instruct",
        match: {
          equals: "Qwen/Qwen3-VL-235B-A22B-Instruct-FP8"
        },
        prices: {
          input_mtok: 0.6,
          output_mtok: 1.2
        }
      },
      {
        id: "Qwen/Qwen3-VL-30B-A3B-Instruct-FP8",
        name: "Qwen3 VL 30B A3B Instruct",
        match: {
          equals: "Qwen/Qwen3-VL-30B-A3B-Instruct-FP8"
        },
        prices: {
          input_mtok: 0.16,
          output_mtok: 0.8
        }
      },
      {
        id: "Qwen/Qwen3.5-35B-A3B-FP8",
        name: "Qwen3.5 35B A3B",
        match: {
          equals: "Qwen/Qwen3.5-35B-A3B-FP8"
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 2
        }
      },
      {
        id: "Qwen/Qwen3.5-397B-A17B",
        name: "Qwen3.5 397B A17B",
        match: {
          equals: "Qwen/Qwen3.5-397B-A17B"
        },
        prices: {
          input_mtok: 0.6,
          output_mtok: 3.6
        }
      },
      {
        id: "Qwen/Qwen3.5-9B",
        name: "Qwen3.5 9B",
        match: {
          equals: "Qwen/Qwen3.5-9B"
        },
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.7
        }
      },
      {
        id: "Qwen/Qwen3.6-35B-A3B-FP8",
        name: "Qwen3.6 35B A3B",
        match: {
          equals: "Qwen/Qwen3.6-35B-A3B-FP8"
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 2
        }
      },
      {
        id: "Qwen/Qwen3.8-27B-FP8",
        name: "Qwen3.8 27B",
        match: {
          equals: "Qwen/Qwen3.8-27B-FP8"
        },
        context_window: 262144,
        price_comments: "Realtime pricing. See https://docs.doubleword.ai/inference-api/models/qwen-qwen3-8-27b-fp8.",
        prices: {
          input_mtok: 0.45,
          cache_read_mtok: 0.04,
          output_mtok: 3
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V4-Flash",
        name: "DeepSeek V4 Flash",
        match: {
          equals: "deepseek-ai/DeepSeek-V4-Flash"
        },
        prices: {
          input_mtok: 0.14,
          output_mtok: 0.28
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V4-Flash-0731",
        name: "DeepSeek V4 Flash 0731",
        match: {
          equals: "deepseek-ai/DeepSeek-V4-Flash-0731"
        },
        price_comments: "Realtime pricing. See https://docs.doubleword.ai/inference-api/models/deepseek-ai-deepseek-v4-flash-0731.",
        prices: {
          input_mtok: 0.09,
          cache_read_mtok: 0.02,
          output_mtok: 0.18
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V4-Pro",
        name: "DeepSeek V4 Pro",
        match: {
          equals: "deepseek-ai/DeepSeek-V4-Pro"
        },
        prices: {
          input_mtok: 1.74,
          output_mtok: 3.48
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V4.1-Flash",
        name: "DeepSeek V4.1 Flash",
        match: {
          equals: "deepseek-ai/DeepSeek-V4.1-Flash"
        },
        price_comments: "Realtime pricing. See https://docs.doubleword.ai/inference-api/models/deepseek-ai-deepseek-v4-1-flash.",
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.01,
          output_mtok: 0.6
        }
      },
      {
        id: "google/gemma-4-31B-it",
        name: "Gemma 4 31B IT",
        match: {
          equals: "google/gemma-4-31B-it"
        },
        prices: {
          input_mtok: 0.14,
          output_mtok: 0.4
        }
      },
      {
        id: "mistralai/Devstral-2-123B-Instruct-2512",
        name: "Devstral 2 123B Instruct 2512",
        match: {
          equals: "mistralai/Devstral-2-123B-Instruct-2512"
        },
        prices: {
          input_mtok: 0.4,
          output_mtok: 2
        }
      },
      {
        id: "moonshotai/Kimi-K2.6",
        name: "Kimi K2.6",
        match: {
          equals: "moonshotai/Kimi-K2.6"
        },
        prices: {
          input_mtok: 0.95,
          output_mtok: 4
        }
      },
      {
        id: "moonshotai/kimi-k3",
        name: "Kimi K3",
        match: {
          equals: "moonshotai/kimi-k3"
        },
        context_window: 1048576,
        price_comments: "Realtime pricing. See https://docs.doubleword.ai/inference-api/models/moonshotai-kimi-k3.",
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-NVFP4",
        name: "Nemotron 3 Super 120B A12B",
        match: {
          equals: "nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-NVFP4"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.75
        }
      },
      {
        id: "openai/gpt-oss-20b",
        name: "GPT OSS 20B",
        match: {
          equals: "openai/gpt-oss-20b"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.3
        }
      },
      {
        id: "zai-org/GLM-5.1-FP8",
        name: "GLM 5.1",
        match: {
          equals: "zai-org/GLM-5.1-FP8"
        },
        prices: {
          input_mtok: 1.4,
          output_mtok: 4.4
        }
      },
      {
        id: "zai-org/GLM-5.2-FP8",
        name: "GLM 5.2",
        match: {
          equals: "zai-org/GLM-5.2-FP8"
        },
        context_window: 1048576,
        price_comments: "Realtime pricing. See https://docs.doubleword.ai/inference-api/models/zai-org-glm-5-2-fp8.",
        prices: {
          input_mtok: 0.93,
          cache_read_mtok: 0.19,
          output_mtok: 3
        }
      }
    ]
  },
  {
    id: "fireworks",
    name: "Fireworks",
    pricing_urls: ["https://fireworks.ai/pricing"],
    api_pattern: "https://api\\.fireworks\\.ai",
    model_match: {
      starts_with: "accounts/fireworks/"
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "deepseek-r1-0528",
        name: "DeepSeek R1 0528",
        description: "The updated DeepSeek-R1-0528 model delivers major improvements in reasoning, inference, and accuracy through enhanced post-training optimization and greater computational resources. It now performs at a level approaching top-tier models like O3 and Gemini 2.5 Pro, with notable gains in complex tasks such as math and programming.",
        match: {
          equals: "accounts/fireworks/models/deepseek-r1-0528"
        },
        context_window: 16e4,
        prices: {
          input_mtok: 3,
          output_mtok: 8
        }
      },
      {
        id: "deepseek-v3-0324",
        name: "Deepseek V3 03-24",
        description: "A strong Mixture-of-Experts (MoE) language model with 671B total parameters with 37B activated for each token from Deepseek. Updated checkpoint.",
        match: {
          equals: "accounts/fireworks/models/deepseek-v3-0324"
        },
        context_window: 16e4,
        price_comments: `docs give just one price - "Pricing Per 1M Tokens", we assume that's input and output`,
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "deepseek-v3p2",
        name: "Deepseek V3.2",
        description: "Model from Deepseek that harmonizes high computational efficiency with superior reasoning and agent performance. 675B parameter MoE model.",
        match: {
          equals: "accounts/fireworks/models/deepseek-v3p2"
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.56,
          cache_read_mtok: 0.28,
          output_mtok: 1.68
        }
      },
      {
        id: "deepseek-v4-flash",
        name: "DeepSeek-V4-Flash",
        description: "Official release of DeepSeek-V4-Flash with enhanced agentic capabilities and speculative decoding.",
        match: {
          or: [
            {
              equals: "accounts/fireworks/models/deepseek-v4-flash"
            },
            {
              equals: "accounts/fireworks/models/deepseek-v4-flash-0731"
            }
          ]
        },
        context_window: 104e4,
        price_comments: "Standard serverless pricing. See https://docs.fireworks.ai/serverless/pricing.",
        prices: {
          input_mtok: 0.14,
          cache_read_mtok: 0.028,
          output_mtok: 0.28
        }
      },
      {
        id: "deepseek-v4-pro",
        name: "DeepSeek-V4-Pro",
        match: {
          equals: "accounts/fireworks/models/deepseek-v4-pro"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.74,
          cache_read_mtok: 0.145,
          output_mtok: 3.48
        }
      },
      {
        id: "gemma-3-27b-it",
        name: "Gemma 3 27B Instruct",
        match: {
          equals: "accounts/fireworks/models/gemma-3-27b-it"
        },
        context_window: 131e3,
        price_comments: `docs give just one price - "Pricing Per 1M Tokens", we assume that's input and output`,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "glm-4p7",
        name: "GLM-4.7",
        description: "Next-generation general-purpose model from Z.ai optimized for coding, reasoning, and agentic workflows. 352B parameter MoE model with advanced thinking controls.",
        match: {
          equals: "accounts/fireworks/models/glm-4p7"
        },
        context_window: 202752,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.2
        }
      },
      {
        id: "glm-5p1",
        name: "GLM-5.1",
        match: {
          equals: "accounts/fireworks/models/glm-5p1"
        },
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.26,
          output_mtok: 4.4
        }
      },
      {
        id: "glm-5p1-fast",
        name: "GLM 5.1 Fast",
        match: {
          equals: "accounts/fireworks/routers/glm-5p1-fast"
        },
        price_comments: "Fast serverless pricing. See https://docs.fireworks.ai/serverless/pricing.",
        prices: {
          input_mtok: 2.8,
          cache_read_mtok: 0.52,
          output_mtok: 8.8
        }
      },
      {
        id: "glm-5p2",
        name: "GLM-5.2",
        description: "GLM-5.2 introduces a robust 1M-token context and advanced, multi-effort coding capabilities to significantly enhance performance on long-horizon tasks. Features a new IndexShare architecture and improved MTP layer for greater efficiency. 743B parameter MoE model from Z.ai.",
        match: {
          equals: "accounts/fireworks/models/glm-5p2"
        },
        context_window: 104e4,
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.14,
          output_mtok: 4.4
        }
      },
      {
        id: "glm-5p2-fast",
        name: "GLM 5.2 Fast",
        match: {
          or: [
            {
              equals: "accounts/fireworks/routers/glm-5p2-fast"
            },
            {
              equals: "accounts/fireworks/routers/glm-5p2-fast-us"
            }
          ]
        },
        context_window: 104e4,
        price_comments: "Fast and US-only serverless pricing. See https://docs.fireworks.ai/serverless/pricing.",
        prices: {
          input_mtok: 2.1,
          cache_read_mtok: 0.21,
          output_mtok: 6.6
        }
      },
      {
        id: "gpt-oss-120b",
        name: "OpenAI gpt-oss-120b",
        description: "OpenAI's open-weight 117B parameter MoE model designed for production, general purpose, high reasoning use-cases. Features powerful reasoning, agentic tasks, and versatile developer use cases.",
        match: {
          equals: "accounts/fireworks/models/gpt-oss-120b"
        },
        context_window: 131072,
        price_comments: "Standard serverless pricing. See https://fireworks.ai/models/fireworks/gpt-oss-120b.",
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.014,
          output_mtok: 0.6
        }
      },
      {
        id: "gpt-oss-20b",
        name: "OpenAI gpt-oss-20b",
        description: "OpenAI's open-weight 21.5B parameter model designed for powerful reasoning, agentic tasks, and versatile developer use cases. Optimized for lower latency and local or specialized tasks.",
        match: {
          equals: "accounts/fireworks/models/gpt-oss-20b"
        },
        context_window: 131072,
        price_comments: "Standard serverless pricing. See https://fireworks.ai/models/fireworks/gpt-oss-20b.",
        prices: {
          input_mtok: 0.07,
          cache_read_mtok: 0.035,
          output_mtok: 0.3
        }
      },
      {
        id: "inkling",
        name: "Inkling",
        description: "Thinking Machines Lab's open-weights multimodal Mixture-of-Experts model, trained across text, image, and audio.",
        match: {
          equals: "accounts/fireworks/models/inkling"
        },
        context_window: 104e4,
        price_comments: "Standard serverless pricing. See https://fireworks.ai/models/fireworks/inkling.",
        prices: {
          input_mtok: 1,
          cache_read_mtok: 0.17,
          output_mtok: 4.05
        }
      },
      {
        id: "kimi-k2p5",
        name: "Kimi K2.5",
        description: "Moonshot AI's flagship agentic model. Unifies vision and text, thinking and non-thinking modes, and single-agent and multi-agent execution into one model. 1T parameter MoE model.",
        match: {
          equals: "accounts/fireworks/models/kimi-k2p5"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.1,
          output_mtok: 3
        }
      },
      {
        id: "kimi-k2p6",
        name: "Kimi K2.6",
        match: {
          equals: "accounts/fireworks/models/kimi-k2p6"
        },
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.16,
          output_mtok: 4
        }
      },
      {
        id: "kimi-k2p6-fast",
        name: "Kimi K2.6 Fast",
        match: {
          equals: "accounts/fireworks/routers/kimi-k2p6-fast"
        },
        context_window: 262144,
        price_comments: "Fast serverless pricing. See https://docs.fireworks.ai/serverless/pricing.",
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.3,
          output_mtok: 8
        }
      },
      {
        id: "kimi-k2p7-code",
        name: "Kimi K2.7 Code",
        description: "Kimi K2.7 Code is a coding-focused agentic model built upon Kimi K2.6, delivering substantial improvements on real-world long-horizon coding tasks while reducing thinking tokens by roughly 30% compared to its predecessor.",
        match: {
          equals: "accounts/fireworks/models/kimi-k2p7-code"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.19,
          output_mtok: 4
        }
      },
      {
        id: "kimi-k2p7-code-fast",
        name: "Kimi K2.7 Code Fast",
        match: {
          equals: "accounts/fireworks/routers/kimi-k2p7-code-fast"
        },
        context_window: 262144,
        price_comments: "Fast serverless pricing. See https://docs.fireworks.ai/serverless/pricing.",
        prices: {
          input_mtok: 1.9,
          cache_read_mtok: 0.38,
          output_mtok: 8
        }
      },
      {
        id: "kimi-k3",
        name: "Kimi K3",
        description: "Moonshot AI's 2.81T-parameter flagship model with native visual understanding and a 1M-token context window.",
        match: {
          equals: "accounts/fireworks/models/kimi-k3"
        },
        context_window: 104e4,
        price_comments: "Standard serverless pricing. See https://fireworks.ai/models/fireworks/kimi-k3. Fast and US router variants have separate model IDs.",
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "kimi-k3-fast",
        name: "Kimi K3 Fast",
        match: {
          equals: "accounts/fireworks/routers/kimi-k3-fast"
        },
        context_window: 104e4,
        price_comments: "Fast serverless pricing. See https://docs.fireworks.ai/serverless/pricing.",
        prices: {
          input_mtok: 4.5,
          cache_read_mtok: 0.45,
          output_mtok: 22.5
        }
      },
      {
        id: "kimi-k3-us",
        name: "Kimi K3 US",
        match: {
          equals: "accounts/fireworks/routers/kimi-k3-us"
        },
        context_window: 104e4,
        price_comments: "US-only serverless pricing. See https://docs.fireworks.ai/serverless/us-only-serverless.",
        prices: {
          input_mtok: 3.3,
          cache_read_mtok: 0.33,
          output_mtok: 16.5
        }
      },
      {
        id: "llama-v3p1-8b-instruct",
        name: "Llama 3.1 8B Instruct",
        description: "The Meta Llama 3.1 collection of multilingual large language models (LLMs) is a collection of pretrained and instruction tuned generative models in 8B, 70B and 405B sizes. The Llama 3.1 instruction tuned text only models (8B, 70B, 405B) are optimized for multilingual dialogue use cases and outperform many of the available open source and closed chat models on common industry benchmarks.",
        match: {
          equals: "accounts/fireworks/models/llama-v3p1-8b-instruct"
        },
        context_window: 131e3,
        price_comments: `docs give just one price - "Pricing Per 1M Tokens", we assume that's input and output`,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "llama4-maverick-instruct-basic",
        name: "Llama 4 Maverick Instruct (Basic)",
        description: "The Meta Llama 3.1 collection of multilingual large language models (LLMs) is a collection of pretrained and instruction tuned generative models in 8B, 70B and 405B sizes. The Llama 3.1 instruction tuned text only models (8B, 70B, 405B) are optimized for multilingual dialogue use cases and outperform many of the available open source and closed chat models on common industry benchmarks.",
        match: {
          equals: "accounts/fireworks/models/llama4-maverick-instruct-basic"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.22,
          output_mtok: 0.88
        }
      },
      {
        id: "minimax-m2p1",
        name: "MiniMax-M2.1",
        description: "Built for strong real-world performance across complex, multi-language, and agent-driven workflows. 228B parameter model with robust support for systems, backend, web, mobile, and office-style tasks.",
        match: {
          equals: "accounts/fireworks/models/minimax-m2p1"
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.3,
          output_mtok: 1.2
        }
      },
      {
        id: "minimax-m2p7",
        name: "MiniMax M2.7",
        match: {
          equals: "accounts/fireworks/models/minimax-m2p7"
        },
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.06,
          output_mtok: 1.2
        }
      },
      {
        id: "minimax-m3",
        name: "MiniMax M3",
        description: "Multimodal foundation model from MiniMax with text, image, and video inputs, a long context window, and long-horizon agentic work.",
        match: {
          equals: "accounts/fireworks/models/minimax-m3"
        },
        context_window: 524288,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.06,
          output_mtok: 1.2
        }
      },
      {
        id: "nemotron-3-ultra-nvfp4",
        name: "NVIDIA Nemotron 3 Ultra NVFP4",
        description: "Frontier-scale LLM from NVIDIA using a hybrid Latent Mixture-of-Experts (LatentMoE) architecture with interleaved Mamba-2 and MoE layers plus select Attention layers. Features 55B active parameters out of 550B total and Multi-Token Prediction layers for faster generation, optimized for complex multi-step agents, long-context analysis, and high-accuracy reasoning over code, math, and science.",
        match: {
          equals: "accounts/fireworks/models/nemotron-3-ultra-nvfp4"
        },
        context_window: 262e3,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.12,
          output_mtok: 2.4
        }
      },
      {
        id: "qwen2p5-vl-72b-instruct",
        name: "Qwen2.5-VL 72B Instruct",
        description: "Latest Qwen's VLM model",
        match: {
          equals: "accounts/fireworks/models/qwen2p5-vl-72b-instruct"
        },
        context_window: 128e3,
        price_comments: `docs give just one price - "Pricing Per 1M Tokens", we assume that's input and output`,
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "qwen3-235b-a22b",
        name: "Qwen3 235B-A22B",
        description: 'Qwen3 is the latest evolution in the Qwen LLM series, featuring both dense and MoE models with major advancements in reasoning, agent capabilities, multilingual support, and instruction following. It uniquely allows seamless switching between "thinking" (for complex logic, math, coding) and "non-thinking" modes (for fast, general dialogue), delivering strong performance across tasks.',
        match: {
          equals: "accounts/fireworks/models/qwen3-235b-a22b"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.22,
          output_mtok: 0.88
        }
      },
      {
        id: "qwen3p6-plus",
        name: "Qwen3.6 Plus",
        match: {
          equals: "accounts/fireworks/models/qwen3p6-plus"
        },
        prices: {
          input_mtok: 0.5,
          cache_read_mtok: 0.1,
          output_mtok: 3
        }
      },
      {
        id: "qwen3p7-plus",
        name: "Qwen3.7 Plus",
        description: "Qwen3.7 Plus is Alibaba's latest flagship closed model, available exclusively through Fireworks AI outside of Alibaba's own infrastructure.",
        match: {
          equals: "accounts/fireworks/models/qwen3p7-plus"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.08,
          output_mtok: 1.6
        }
      }
    ]
  },
  {
    id: "github-copilot",
    name: "GitHub Copilot",
    pricing_urls: [
      "https://docs.github.com/en/copilot/reference/copilot-billing/models-and-pricing",
      "https://docs.github.com/en/copilot/concepts/billing/usage-based-billing-for-individuals"
    ],
    api_pattern: "https://api\\.githubcopilot\\.com",
    description: "OpenAI, Anthropic, Google, xAI, Moonshot AI and Microsoft models served through GitHub Copilot's OpenAI-compatible API at api.githubcopilot.com.",
    price_comments: "Copilot meters token usage in AI credits, where 1 credit = $0.01; the rates recorded here are the published per-model USD rates from the models-and-pricing page. Every response also carries a `copilot_usage.token_details[].cost_per_batch` figure in nano-credits, which agreed with the published rate for each of the nine priced models reachable on the plan used to check them on 2026-09-03. Long-context tiers reprice the whole request once the prompt crosses the threshold. Not represented: embedding models and Copilot-internal agent models, which have no published rate, and `gpt-4`, which Copilot routes to GPT-4.1 and bills at a rate the pricing page does not list. Catalog membership varies by subscription and by API integrator, so this is not the union of every plan's models.",
    provider_match: {
      contains: "copilot"
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "responses",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["input_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["output_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "claude-fable-5",
        name: "Claude Fable 5",
        match: {
          equals: "claude-fable-5"
        },
        context_window: 264e3,
        price_comments: "The pricing page gives cached input as a $0.25-$1.00 range; the highest rate is recorded.",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "claude-fable-5.1",
        name: "Claude Fable 5.1",
        match: {
          equals: "claude-fable-5.1"
        },
        context_window: 264e3,
        price_comments: "The pricing page gives cached input as a $0.25-$1.00 range; the highest rate is recorded.",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "claude-haiku-4.5",
        name: "Claude Haiku 4.5",
        match: {
          equals: "claude-haiku-4.5"
        },
        context_window: 144e3,
        prices: {
          input_mtok: 1,
          cache_write_mtok: 1.25,
          cache_read_mtok: 0.1,
          output_mtok: 5
        }
      },
      {
        id: "claude-opus-4.7",
        name: "Claude Opus 4.7",
        match: {
          equals: "claude-opus-4.7"
        },
        context_window: 264e3,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "claude-opus-4.8",
        name: "Claude Opus 4.8",
        match: {
          equals: "claude-opus-4.8"
        },
        context_window: 264e3,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "claude-opus-4.8-fast",
        name: "Claude Opus 4.8 (fast mode)",
        match: {
          equals: "claude-opus-4.8-fast"
        },
        context_window: 264e3,
        price_comments: "Fast mode is priced at 2x the standard Opus 4.8 rates.",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "claude-opus-5",
        name: "Claude Opus 5",
        match: {
          equals: "claude-opus-5"
        },
        context_window: 264e3,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "claude-sonnet-5",
        name: "Claude Sonnet 5",
        match: {
          equals: "claude-sonnet-5"
        },
        context_window: 264e3,
        prices: {
          input_mtok: 2,
          cache_write_mtok: 2.5,
          cache_read_mtok: 0.2,
          output_mtok: 10
        }
      },
      {
        id: "gemini-3.5-flash",
        name: "Gemini 3.5 Flash",
        match: {
          equals: "gemini-3.5-flash"
        },
        context_window: 264e3,
        price_comments: "Copilot does not charge for cache writes on the Gemini models.",
        prices: {
          input_mtok: 1.5,
          cache_read_mtok: 0.15,
          output_mtok: 9
        }
      },
      {
        id: "gemini-3.6-flash",
        name: "Gemini 3.6 Flash",
        match: {
          equals: "gemini-3.6-flash"
        },
        context_window: 264e3,
        price_comments: "Copilot does not charge for cache writes on the Gemini models.",
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.075,
          output_mtok: 3.75
        }
      },
      {
        id: "gemini-3.7-flash",
        name: "Gemini 3.7 Flash",
        match: {
          equals: "gemini-3.7-flash"
        },
        context_window: 264e3,
        price_comments: "Copilot does not charge for cache writes on the Gemini models.",
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.075,
          output_mtok: 3.75
        }
      },
      {
        id: "gemini-3.8-flash",
        name: "Gemini 3.8 Flash",
        match: {
          equals: "gemini-3.8-flash"
        },
        context_window: 265536,
        price_comments: "Copilot does not charge for cache writes on the Gemini models.",
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.075,
          output_mtok: 3.75
        }
      },
      {
        id: "gpt-3.5-turbo",
        name: "GPT 3.5 Turbo",
        match: {
          or: [
            {
              equals: "gpt-3.5-turbo"
            },
            {
              equals: "gpt-3.5-turbo-0613"
            }
          ]
        },
        context_window: 16384,
        price_comments: "Included in the subscription: the pricing page lists no rate, and a live request reported a zero token cost on 2026-09-03.",
        prices: {}
      },
      {
        id: "gpt-4.1",
        name: "GPT-4.1",
        match: {
          or: [
            {
              equals: "gpt-4.1"
            },
            {
              equals: "gpt-4.1-2025-04-14"
            }
          ]
        },
        context_window: 128e3,
        price_comments: "Included in the subscription: the pricing page lists no rate, and a live request reported a zero token cost on 2026-09-03.",
        prices: {}
      },
      {
        id: "gpt-4o",
        name: "GPT-4o",
        match: {
          or: [
            {
              equals: "gpt-4o"
            },
            {
              equals: "gpt-4o-2024-05-13"
            },
            {
              equals: "gpt-4o-2024-08-06"
            },
            {
              equals: "gpt-4o-2024-11-20"
            },
            {
              equals: "gpt-4-o-preview"
            }
          ]
        },
        context_window: 128e3,
        price_comments: "Included in the subscription: the pricing page lists no rate, and a live request reported a zero token cost on 2026-09-03.",
        prices: {}
      },
      {
        id: "gpt-4o-mini",
        name: "GPT-4o mini",
        match: {
          or: [
            {
              equals: "gpt-4o-mini"
            },
            {
              equals: "gpt-4o-mini-2024-07-18"
            }
          ]
        },
        context_window: 128e3,
        price_comments: "Included in the subscription: the pricing page lists no rate, and a live request reported a zero token cost on 2026-09-03.",
        prices: {}
      },
      {
        id: "gpt-5-mini",
        name: "GPT-5 mini",
        match: {
          or: [
            {
              equals: "gpt-5-mini"
            },
            {
              regex: "^gpt-5-mini-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 264e3,
        prices: {
          input_mtok: 0.25,
          cache_read_mtok: 0.025,
          output_mtok: 2
        }
      },
      {
        id: "gpt-5.3-codex",
        name: "GPT-5.3-Codex",
        match: {
          or: [
            {
              equals: "gpt-5.3-codex"
            },
            {
              regex: "^gpt-5\\.3-codex-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.75,
          cache_read_mtok: 0.175,
          output_mtok: 14
        }
      },
      {
        id: "gpt-5.4",
        name: "GPT-5.4",
        match: {
          or: [
            {
              equals: "gpt-5.4"
            },
            {
              regex: "^gpt-5\\.4-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 4e5,
        price_comments: "Prompts over 272,000 tokens are billed at the long-context rates.",
        prices: {
          input_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 272e3,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.25,
            tiers: [
              {
                start: 272e3,
                price: 0.5
              }
            ]
          },
          output_mtok: {
            base: 15,
            tiers: [
              {
                start: 272e3,
                price: 22.5
              }
            ]
          }
        }
      },
      {
        id: "gpt-5.4-mini",
        name: "GPT-5.4 mini",
        match: {
          or: [
            {
              equals: "gpt-5.4-mini"
            },
            {
              regex: "^gpt-5\\.4-mini-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.075,
          output_mtok: 4.5
        }
      },
      {
        id: "gpt-5.5",
        name: "GPT-5.5",
        match: {
          or: [
            {
              equals: "gpt-5.5"
            },
            {
              regex: "^gpt-5\\.5-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 4e5,
        price_comments: "Prompts over 272,000 tokens are billed at the long-context rates.",
        prices: {
          input_mtok: {
            base: 5,
            tiers: [
              {
                start: 272e3,
                price: 10
              }
            ]
          },
          cache_read_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 272e3,
                price: 1
              }
            ]
          },
          output_mtok: {
            base: 30,
            tiers: [
              {
                start: 272e3,
                price: 45
              }
            ]
          }
        }
      },
      {
        id: "gpt-5.6-luna",
        name: "GPT-5.6 Luna",
        match: {
          or: [
            {
              equals: "gpt-5.6-luna"
            },
            {
              regex: "^gpt-5\\.6-luna-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 328e3,
        price_comments: "Prompts over 200,000 tokens are billed at the long-context rates.",
        prices: {
          input_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 2e5,
                price: 0.4
              }
            ]
          },
          cache_write_mtok: {
            base: 0.25,
            tiers: [
              {
                start: 2e5,
                price: 0.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.02,
            tiers: [
              {
                start: 2e5,
                price: 0.04
              }
            ]
          },
          output_mtok: {
            base: 1.2,
            tiers: [
              {
                start: 2e5,
                price: 1.8
              }
            ]
          }
        }
      },
      {
        id: "gpt-5.6-sol",
        name: "GPT-5.6 Sol",
        match: {
          or: [
            {
              equals: "gpt-5.6-sol"
            },
            {
              regex: "^gpt-5\\.6-sol-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 4e5,
        price_comments: "Prompts over 272,000 tokens are billed at the long-context rates.",
        prices: {
          input_mtok: {
            base: 4,
            tiers: [
              {
                start: 272e3,
                price: 8
              }
            ]
          },
          cache_write_mtok: {
            base: 5,
            tiers: [
              {
                start: 272e3,
                price: 10
              }
            ]
          },
          cache_read_mtok: {
            base: 0.4,
            tiers: [
              {
                start: 272e3,
                price: 0.8
              }
            ]
          },
          output_mtok: {
            base: 20,
            tiers: [
              {
                start: 272e3,
                price: 30
              }
            ]
          }
        }
      },
      {
        id: "gpt-5.6-terra",
        name: "GPT-5.6 Terra",
        match: {
          or: [
            {
              equals: "gpt-5.6-terra"
            },
            {
              regex: "^gpt-5\\.6-terra-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 4e5,
        price_comments: "Prompts over 272,000 tokens are billed at the long-context rates.",
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 272e3,
                price: 4
              }
            ]
          },
          cache_write_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 272e3,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 272e3,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 12,
            tiers: [
              {
                start: 272e3,
                price: 18
              }
            ]
          }
        }
      },
      {
        id: "grok-4.5",
        name: "Grok 4.5",
        match: {
          equals: "grok-4.5"
        },
        context_window: 328e3,
        price_comments: "Prompts over 200,000 tokens are billed at the long-context rates.",
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 2e5,
                price: 4
              }
            ]
          },
          cache_read_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 2e5,
                price: 1
              }
            ]
          },
          output_mtok: {
            base: 6,
            tiers: [
              {
                start: 2e5,
                price: 12
              }
            ]
          }
        }
      },
      {
        id: "grok-4.6",
        name: "Grok 4.6",
        match: {
          equals: "grok-4.6"
        },
        context_window: 328e3,
        price_comments: "Prompts over 200,000 tokens are billed at the long-context rates.",
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 2e5,
                price: 4
              }
            ]
          },
          cache_read_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 2e5,
                price: 1
              }
            ]
          },
          output_mtok: {
            base: 6,
            tiers: [
              {
                start: 2e5,
                price: 12
              }
            ]
          }
        }
      },
      {
        id: "kimi-k2.7-code",
        name: "Kimi K2.7 Code",
        match: {
          equals: "kimi-k2.7-code"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.19,
          output_mtok: 4
        }
      },
      {
        id: "kimi-k3",
        name: "Kimi K3",
        match: {
          equals: "kimi-k3"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "mai-code-1-flash-picker",
        name: "MAI-Code-1-Flash",
        match: {
          equals: "mai-code-1-flash-picker"
        },
        context_window: 256e3,
        price_comments: "The catalog id carries a `-picker` suffix; the pricing page names it MAI-Code-1-Flash.",
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.075,
          output_mtok: 4.5
        }
      },
      {
        id: "mai-code-1.1-flash",
        name: "MAI-Code-1.1-Flash",
        match: {
          equals: "mai-code-1.1-flash"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.02,
          output_mtok: 1.2
        }
      }
    ]
  },
  {
    id: "google",
    name: "Google",
    pricing_urls: ["https://ai.google.dev/gemini-api/docs/pricing", "https://cloud.google.com/vertex-ai/generative-ai/pricing"],
    api_pattern: "https://(.*\\.)?googleapis\\.com",
    model_match: {
      contains: "gemini"
    },
    provider_match: {
      or: [
        {
          contains: "google"
        },
        {
          contains: "vertex"
        },
        {
          contains: "gemini"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usageMetadata",
        model_path: "modelVersion",
        mappings: [
          {
            path: "promptTokenCount",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cachedContentTokenCount",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: [
              "cacheTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "TEXT"
                }
              },
              "tokenCount"
            ],
            dest: "cache_text_read_tokens",
            required: !1
          },
          {
            path: [
              "cacheTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "AUDIO"
                }
              },
              "tokenCount"
            ],
            dest: "cache_audio_read_tokens",
            required: !1
          },
          {
            path: [
              "cacheTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "IMAGE"
                }
              },
              "tokenCount"
            ],
            dest: "cache_image_read_tokens",
            required: !1
          },
          {
            path: [
              "cacheTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "DOCUMENT"
                }
              },
              "tokenCount"
            ],
            dest: "cache_image_read_tokens",
            required: !1
          },
          {
            path: [
              "cacheTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "VIDEO"
                }
              },
              "tokenCount"
            ],
            dest: "cache_video_read_tokens",
            required: !1
          },
          {
            path: [
              "promptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "TEXT"
                }
              },
              "tokenCount"
            ],
            dest: "input_text_tokens",
            required: !1
          },
          {
            path: [
              "promptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "AUDIO"
                }
              },
              "tokenCount"
            ],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: [
              "promptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "IMAGE"
                }
              },
              "tokenCount"
            ],
            dest: "input_image_tokens",
            required: !1
          },
          {
            path: [
              "promptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "DOCUMENT"
                }
              },
              "tokenCount"
            ],
            dest: "input_image_tokens",
            required: !1
          },
          {
            path: [
              "promptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "VIDEO"
                }
              },
              "tokenCount"
            ],
            dest: "input_video_tokens",
            required: !1
          },
          {
            path: [
              "candidatesTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "TEXT"
                }
              },
              "tokenCount"
            ],
            dest: "output_text_tokens",
            required: !1
          },
          {
            path: [
              "candidatesTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "AUDIO"
                }
              },
              "tokenCount"
            ],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: [
              "candidatesTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "IMAGE"
                }
              },
              "tokenCount"
            ],
            dest: "output_image_tokens",
            required: !1
          },
          {
            path: [
              "candidatesTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "DOCUMENT"
                }
              },
              "tokenCount"
            ],
            dest: "output_image_tokens",
            required: !1
          },
          {
            path: [
              "candidatesTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "VIDEO"
                }
              },
              "tokenCount"
            ],
            dest: "output_video_tokens",
            required: !1
          },
          {
            path: "candidatesTokenCount",
            dest: "output_tokens",
            required: !1
          },
          {
            path: "thoughtsTokenCount",
            dest: "output_tokens",
            required: !1
          },
          {
            path: "thoughtsTokenCount",
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "toolUsePromptTokenCount",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "toolUsePromptTokenCount",
            dest: "input_tool_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "TEXT"
                }
              },
              "tokenCount"
            ],
            dest: "input_text_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "TEXT"
                }
              },
              "tokenCount"
            ],
            dest: "input_text_tool_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "AUDIO"
                }
              },
              "tokenCount"
            ],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "AUDIO"
                }
              },
              "tokenCount"
            ],
            dest: "input_audio_tool_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "IMAGE"
                }
              },
              "tokenCount"
            ],
            dest: "input_image_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "IMAGE"
                }
              },
              "tokenCount"
            ],
            dest: "input_image_tool_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "DOCUMENT"
                }
              },
              "tokenCount"
            ],
            dest: "input_image_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "DOCUMENT"
                }
              },
              "tokenCount"
            ],
            dest: "input_image_tool_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "VIDEO"
                }
              },
              "tokenCount"
            ],
            dest: "input_video_tokens",
            required: !1
          },
          {
            path: [
              "toolUsePromptTokensDetails",
              {
                type: "array-match",
                field: "modality",
                match: {
                  equals: "VIDEO"
                }
              },
              "tokenCount"
            ],
            dest: "input_video_tool_tokens",
            required: !1
          }
        ]
      },
      {
        api_flavor: "anthropic",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cache_creation_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_creation_input_tokens",
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    fallback_model_providers: ["anthropic"],
    models: [
      {
        id: "claude-3-5-haiku",
        match: {
          contains: "claude-3-5-haiku"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.8,
          cache_write_mtok: 1,
          cache_read_mtok: 0.08,
          output_mtok: 4
        }
      },
      {
        id: "claude-3-5-sonnet",
        match: {
          contains: "claude-3-5-sonnet"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "claude-3-7-sonnet",
        match: {
          contains: "claude-3-7-sonnet"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "claude-3-haiku",
        match: {
          contains: "claude-3-haiku"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.25,
          cache_write_mtok: 0.3,
          cache_read_mtok: 0.03,
          output_mtok: 1.25
        }
      },
      {
        id: "claude-3-opus",
        match: {
          contains: "claude-3-opus"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75
        }
      },
      {
        id: "claude-4-opus",
        match: {
          or: [
            {
              contains: "claude-4-opus"
            },
            {
              contains: "claude-opus-4@"
            },
            {
              contains: "claude-opus-4-0"
            },
            {
              contains: "claude-opus-4-1"
            },
            {
              equals: "claude-opus-4"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75
        }
      },
      {
        id: "claude-4-sonnet",
        match: {
          or: [
            {
              contains: "claude-4-sonnet"
            },
            {
              contains: "claude-sonnet-4-0"
            },
            {
              contains: "claude-sonnet-4@"
            },
            {
              contains: "claude-sonnet-4-2025"
            },
            {
              equals: "claude-sonnet-4"
            },
            {
              equals: "anthropic/claude-sonnet-4"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "claude-fable-5",
        match: {
          or: [
            {
              ends_with: "claude-fable-5"
            },
            {
              contains: "claude-fable-5@"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window. Ref: https://cloud.google.com/vertex-ai/generative-ai/pricing#claude-models",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "claude-fable-5-1",
        match: {
          or: [
            {
              ends_with: "claude-fable-5-1"
            },
            {
              contains: "claude-fable-5-1@"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window. Global endpoint; regional and multi-region endpoints add a 10% premium. Cache hits are 0.025x base input (not the usual 0.1x), unique to Fable 5.1 and Mythos 5.1. Ref: https://cloud.google.com/vertex-ai/generative-ai/pricing#claude-models Model ID ref: https://platform.claude.com/docs/en/build-with-claude/claude-on-vertex-ai",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 0.25,
          output_mtok: 50
        }
      },
      {
        id: "claude-opus-4-6",
        match: {
          or: [
            {
              contains: "claude-4-6-opus"
            },
            {
              contains: "claude-opus-4-6"
            },
            {
              contains: "claude-4.6-opus"
            },
            {
              contains: "claude-opus-4.6"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: {
            base: 5,
            tiers: [
              {
                start: 2e5,
                price: 10
              }
            ]
          },
          cache_write_mtok: {
            base: 6.25,
            tiers: [
              {
                start: 2e5,
                price: 12.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 2e5,
                price: 1
              }
            ]
          },
          output_mtok: {
            base: 25,
            tiers: [
              {
                start: 2e5,
                price: 37.5
              }
            ]
          }
        }
      },
      {
        id: "claude-opus-4-7",
        match: {
          or: [
            {
              contains: "claude-4-7-opus"
            },
            {
              contains: "claude-opus-4-7"
            },
            {
              contains: "claude-4.7-opus"
            },
            {
              contains: "claude-opus-4.7"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window. Ref: https://cloud.google.com/vertex-ai/generative-ai/pricing#claude-models",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "claude-opus-4-8",
        match: {
          or: [
            {
              contains: "claude-4-8-opus"
            },
            {
              contains: "claude-opus-4-8"
            },
            {
              contains: "claude-4.8-opus"
            },
            {
              contains: "claude-opus-4.8"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window. Ref: https://cloud.google.com/vertex-ai/generative-ai/pricing#claude-models",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "claude-opus-5",
        match: {
          or: [
            {
              contains: "claude-5-opus"
            },
            {
              ends_with: "claude-opus-5"
            },
            {
              contains: "claude-opus-5@"
            },
            {
              contains: "claude-5.0-opus"
            },
            {
              contains: "claude-opus-5.0"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Global endpoint pricing, flat across the full 1M context window. Multi-region and regional endpoints carry a 10% premium. Ref: https://cloud.google.com/vertex-ai/generative-ai/pricing#claude-models",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "claude-opus-5-5",
        match: {
          or: [
            {
              contains: "claude-5-5-opus"
            },
            {
              ends_with: "claude-opus-5-5"
            },
            {
              contains: "claude-opus-5-5@"
            },
            {
              contains: "claude-5.5-opus"
            },
            {
              contains: "claude-opus-5.5"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Global endpoint pricing, flat across the full 1M context window. Multi-region and regional endpoints carry a 10% premium. Google's pricing page renders client-side and could not be read when this entry was added; the rates follow Anthropic's list price, as every other Claude entry in this file does. Cache hits are 0.05x base input (not the usual 0.1x), unique to Opus 5.5. Ref: https://cloud.google.com/vertex-ai/generative-ai/pricing#claude-models Anthropic ref: https://platform.claude.com/docs/en/about-claude/pricing#model-pricing Model ID ref: https://platform.claude.com/docs/en/models/opus-5-5/overview",
        prices: {
          input_mtok: 4,
          cache_write_mtok: 5,
          cache_read_mtok: 0.2,
          output_mtok: 20
        }
      },
      {
        id: "claude-sonnet-4-5",
        match: {
          or: [
            {
              contains: "claude-sonnet-4-5"
            },
            {
              contains: "claude-sonnet-4.5"
            }
          ]
        },
        context_window: 2e5,
        price_comments: "Long-context rates apply above 200K input tokens. Ref: https://cloud.google.com/vertex-ai/generative-ai/pricing#partner-models",
        prices: {
          input_mtok: {
            base: 3,
            tiers: [
              {
                start: 2e5,
                price: 6
              }
            ]
          },
          cache_write_mtok: {
            base: 3.75,
            tiers: [
              {
                start: 2e5,
                price: 7.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.3,
            tiers: [
              {
                start: 2e5,
                price: 0.6
              }
            ]
          },
          output_mtok: {
            base: 15,
            tiers: [
              {
                start: 2e5,
                price: 22.5
              }
            ]
          }
        }
      },
      {
        id: "claude-sonnet-4-6",
        match: {
          or: [
            {
              contains: "claude-sonnet-4-6"
            },
            {
              contains: "claude-sonnet-4.6"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across the full 1M context window. Ref: https://cloud.google.com/vertex-ai/generative-ai/pricing#partner-models",
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "gemini-1.0-pro-vision-001",
        name: "gemini 1.0 pro vision",
        description: "Google's first-generation advanced multimodal model that can understand text, code, and images. It provides strong reasoning capabilities and follows instructions effectively.",
        match: {
          equals: "gemini-1.0-pro-vision-001"
        },
        context_window: 32768,
        price_comments: "I can't find anything about this model or it's pricing, so trusting the original source",
        prices: {
          input_mtok: 0.125,
          output_mtok: 0.375
        }
      },
      {
        id: "gemini-1.5-flash",
        name: "gemini 1.5 flash",
        description: "A faster, more cost-effective variant of Gemini 1.5 that maintains strong capabilities while optimizing for performance and cost efficiency. Suitable for production deployments requiring high throughput.",
        match: {
          contains: "gemini-1.5-flash"
        },
        context_window: 1e6,
        prices: {
          input_mtok: {
            base: 0.075,
            tiers: [
              {
                start: 128e3,
                price: 0.15
              }
            ]
          },
          cache_read_mtok: {
            base: 0.01875,
            tiers: [
              {
                start: 128e3,
                price: 0.0375
              }
            ]
          },
          output_mtok: {
            base: 0.3,
            tiers: [
              {
                start: 128e3,
                price: 0.6
              }
            ]
          }
        }
      },
      {
        id: "gemini-1.5-pro",
        name: "gemini 1.5 Pro",
        description: "Google's most capable multimodal model with an extremely long context window of up to 1 million tokens. It excels at complex reasoning, long-form content processing, and multimodal understanding.",
        match: {
          contains: "gemini-1.5-pro"
        },
        context_window: 1e6,
        prices: {
          input_mtok: {
            base: 1.25,
            tiers: [
              {
                start: 128e3,
                price: 2.5
              }
            ]
          },
          output_mtok: {
            base: 5,
            tiers: [
              {
                start: 128e3,
                price: 10
              }
            ]
          }
        }
      },
      {
        id: "gemini-2.0-flash",
        name: "gemini 2.0 flash",
        description: "The newest generation of Google's Gemini models, featuring improved reasoning, instruction following, and factual accuracy, with the Flash variant optimized for cost-efficiency and performance.",
        match: {
          or: [
            {
              ends_with: "gemini-2.0-flash"
            },
            {
              contains: "gemini-2.0-flash-0"
            },
            {
              contains: "gemini-2.0-flash-exp"
            },
            {
              contains: "gemini-2.0-flash-thinking"
            },
            {
              contains: "gemini-2.0-flash-latest"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.1,
          cache_read_mtok: 0.025,
          output_mtok: 0.4,
          input_audio_mtok: 0.7,
          cache_audio_read_mtok: 0.175
        }
      },
      {
        id: "gemini-2.0-flash-lite",
        name: "gemini 2.0 flash lite",
        description: "A lighter, more cost-effective version of Gemini 2.0 Flash, designed for applications requiring high efficiency while maintaining good performance. Ideal for high-volume, cost-sensitive deployments.",
        match: {
          contains: "gemini-2.0-flash-lite"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.075,
          output_mtok: 0.3
        }
      },
      {
        id: "gemini-2.5-flash",
        name: "Gemini 2.5 Flash",
        description: `Gemini 2.5 Flash is Google's state-of-the-art workhorse model, specifically designed for advanced reasoning, coding, mathematics, and scientific tasks. It includes built-in "thinking" capabilities, enabling it to provide responses with greater accuracy and nuanced context handling.`,
        match: {
          or: [
            {
              equals: "gemini-2.5-flash"
            },
            {
              equals: "gemini-2.5-flash-latest"
            },
            {
              equals: "gemini-2.5-flash-preview-09-2025"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.03,
          output_mtok: 2.5,
          input_audio_mtok: 1,
          cache_audio_read_mtok: 0.1
        }
      },
      {
        id: "gemini-2.5-flash-image",
        name: "Gemini 2.5 Flash Image",
        description: "Google's specialized image generation model optimized for fast, high-quality image generation. Outputs images at 1024x1024 resolution, with each image consuming 1290 output tokens.",
        match: {
          or: [
            {
              equals: "gemini-2.5-flash-image"
            },
            {
              equals: "gemini-2.5-flash-image-preview"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-2.5-flash-image. Image output is priced at $30 per 1M tokens, with each 1024x1024 image = 1290 tokens = $0.039/image. Cache pricing is not available for this model. Text output uses the Gemini 2.5 Flash $2.50 rate and is the aggregate remainder when modality details omit text.",
        prices: {
          input_mtok: 0.3,
          output_mtok: 2.5,
          output_image_mtok: 30
        }
      },
      {
        id: "gemini-2.5-flash-lite",
        name: "Gemini 2.5 Flash Lite",
        description: 'Gemini 2.5 Flash-Lite is a lightweight reasoning model in the Gemini 2.5 family, optimized for ultra-low latency and cost efficiency. It offers improved throughput, faster token generation, and better performance across common benchmarks compared to earlier Flash models. By default, "thinking" (i.e. multi-pass reasoning) is disabled to prioritize speed, but developers can enable it via the Reasoning API parameter to selectively trade off cost for intelligence.',
        match: {
          or: [
            {
              equals: "gemini-2.5-flash-lite"
            },
            {
              and: [
                {
                  starts_with: "gemini-2.5-flash-lite-preview"
                },
                {
                  regex: "^(?!.*-[tT][tT][sS](?:$|-))"
                }
              ]
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.1,
          cache_read_mtok: 0.01,
          output_mtok: 0.4,
          input_audio_mtok: 0.3,
          cache_audio_read_mtok: 0.03
        }
      },
      {
        id: "gemini-2.5-flash-lite-preview-tts",
        name: "Gemini 2.5 Flash-Lite Preview TTS",
        match: {
          equals: "gemini-2.5-flash-lite-preview-tts"
        },
        context_window: 8192,
        price_comments: "See https://cloud.google.com/text-to-speech/pricing#gemini-tts.",
        prices: {
          input_mtok: 0.5,
          output_mtok: 10
        }
      },
      {
        id: "gemini-2.5-flash-preview",
        name: "Gemini 2.5 Flash Preview 05-20",
        description: `Gemini 2.5 Flash May 20th Checkpoint is Google's state-of-the-art workhorse model, specifically designed for advanced reasoning, coding, mathematics, and scientific tasks. It includes built-in "thinking" capabilities, enabling it to provide responses with greater accuracy and nuanced context handling.`,
        match: {
          or: [
            {
              contains: "gemini-2.5-flash-preview-05-20"
            },
            {
              contains: "gemini-2.5-flash-preview-04-17"
            },
            {
              equals: "gemini-2.5-flash-preview-05-20:thinking"
            },
            {
              equals: "gemini-2.5-flash-preview"
            },
            {
              equals: "gemini-2.5-flash-preview:thinking"
            }
          ]
        },
        price_comments: "from https://cloud.google.com/vertex-ai/generative-ai/pricing should be retired 2025-07-15",
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        },
        deprecated: !0
      },
      {
        id: "gemini-2.5-flash-tts",
        name: "Gemini 2.5 Flash TTS",
        match: {
          or: [
            {
              equals: "gemini-2.5-flash-tts"
            },
            {
              equals: "gemini-2.5-flash-preview-tts"
            }
          ]
        },
        context_window: 8192,
        price_comments: "See https://cloud.google.com/text-to-speech/pricing#gemini-tts.",
        prices: {
          input_mtok: 0.5,
          output_mtok: 10
        }
      },
      {
        id: "gemini-2.5-pro",
        name: "Gemini 2.5 Pro",
        description: `Gemini 2.5 Pro is Google's state-of-the-art AI model designed for advanced reasoning, coding, mathematics, and scientific tasks. It employs "thinking" capabilities, enabling it to reason through responses with enhanced accuracy and nuanced context handling. Gemini 2.5 Pro achieves top-tier performance on multiple benchmarks, including first-place positioning on the LMArena leaderboard, reflecting superior human-preference alignment and complex problem-solving abilities.`,
        match: {
          and: [
            {
              starts_with: "gemini-2.5-pro"
            },
            {
              regex: "^(?!.*-[tT][tT][sS](?:$|-))"
            }
          ]
        },
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-2.5-pro",
        prices: {
          input_mtok: {
            base: 1.25,
            tiers: [
              {
                start: 2e5,
                price: 2.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.125,
            tiers: [
              {
                start: 2e5,
                price: 0.25
              }
            ]
          },
          output_mtok: {
            base: 10,
            tiers: [
              {
                start: 2e5,
                price: 15
              }
            ]
          }
        }
      },
      {
        id: "gemini-2.5-pro-tts",
        name: "Gemini 2.5 Pro TTS",
        match: {
          or: [
            {
              equals: "gemini-2.5-pro-tts"
            },
            {
              equals: "gemini-2.5-pro-preview-tts"
            }
          ]
        },
        context_window: 8192,
        price_comments: "See https://cloud.google.com/text-to-speech/pricing#gemini-tts.",
        prices: {
          input_mtok: 1,
          output_mtok: 20
        }
      },
      {
        id: "gemini-3-flash-preview",
        name: "Gemini 3 Flash Preview",
        description: "Google's ultra-fast frontier model optimized for speed and efficiency. Delivers state-of-the-art performance while maintaining low latency and cost, with improved reasoning and coding capabilities.",
        match: {
          or: [
            {
              equals: "gemini-3-flash-preview"
            },
            {
              starts_with: "gemini-3-flash-preview-"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing. Standard pricing shown; Batch API offers 50% discount on input/output.",
        prices: {
          input_mtok: 0.5,
          cache_read_mtok: 0.05,
          output_mtok: 3,
          input_audio_mtok: 1,
          cache_audio_read_mtok: 0.1
        }
      },
      {
        id: "gemini-3-pro-image-preview",
        name: "Gemini 3 Pro Image Preview",
        description: "Google's image generation model optimized for high-quality image generation. Supports 1K/2K and 4K resolution outputs with flexible pricing based on image dimensions.",
        match: {
          or: [
            {
              equals: "gemini-3-pro-image"
            },
            {
              starts_with: "gemini-3-pro-image-preview"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-3-pro-image. Image output is priced at $120 per 1M tokens, with each 1K/2K image = 1120 tokens = $0.134/image and each 4K image = 2000 tokens = $0.24/image. Text and thinking output is $12 per 1M tokens and is the aggregate remainder when modality details omit text.",
        prices: {
          input_mtok: 2,
          output_mtok: 12,
          output_image_mtok: 120
        }
      },
      {
        id: "gemini-3-pro-preview",
        name: "Gemini 3 Pro Preview",
        description: "The best model in the world for multimodal understanding, and our most powerful agentic and vibe-coding model yet.",
        match: {
          or: [
            {
              starts_with: "gemini-3-pro-preview"
            },
            {
              equals: "gemini-3-pro-text-preview"
            }
          ]
        },
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 2e5,
                price: 4
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 2e5,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 12,
            tiers: [
              {
                start: 2e5,
                price: 18
              }
            ]
          }
        }
      },
      {
        id: "gemini-3.1-flash-image-preview",
        name: "Gemini 3.1 Flash Image Preview",
        description: "Google's latest image generation model (Nano Banana 2) optimized for fast, high-quality image generation. Supports multiple output resolutions from 512px to 4K, with text and thinking output priced separately from image output tokens.",
        match: {
          or: [
            {
              equals: "gemini-3.1-flash-image"
            },
            {
              starts_with: "gemini-3.1-flash-image-preview"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing. Text and thinking output is priced at $3 per 1M tokens and is the aggregate remainder when modality details omit text. Image output is priced at $60 per 1M tokens. Preview model - pricing may change.",
        prices: {
          input_mtok: 0.5,
          output_mtok: 3,
          output_image_mtok: 60
        }
      },
      {
        id: "gemini-3.1-flash-lite",
        name: "Gemini 3.1 Flash Lite",
        description: "Google's fastest and most cost-efficient Gemini 3 series model, built for intelligence at scale. Optimized for high-volume, low-latency applications while maintaining strong multimodal capabilities.",
        match: {
          or: [
            {
              equals: "gemini-3.1-flash-lite"
            },
            {
              starts_with: "gemini-3.1-flash-lite-preview"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing.",
        prices: {
          input_mtok: 0.25,
          cache_read_mtok: 0.025,
          output_mtok: 1.5,
          input_audio_mtok: 0.5,
          cache_audio_read_mtok: 0.05
        }
      },
      {
        id: "gemini-3.1-flash-lite-image",
        name: "Gemini 3.1 Flash Lite Image",
        description: "Google's low-latency, cost-efficient image generation and editing model.",
        match: {
          starts_with: "gemini-3.1-flash-lite-image"
        },
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-3.1-flash-lite-image.",
        prices: {
          input_mtok: 0.25,
          output_mtok: 1.5,
          output_image_mtok: 30
        }
      },
      {
        id: "gemini-3.1-flash-live-preview",
        name: "Gemini 3.1 Flash Live Preview",
        description: "Google's low-latency audio-to-audio model with multimodal input support.",
        match: {
          starts_with: "gemini-3.1-flash-live-preview"
        },
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-3.1-flash-live-preview.",
        prices: {
          input_mtok: 0.75,
          output_mtok: 4.5,
          input_audio_mtok: 3,
          output_audio_mtok: 12,
          input_image_mtok: 1,
          input_video_mtok: 1
        }
      },
      {
        id: "gemini-3.1-pro-preview",
        name: "Gemini 3.1 Pro Preview",
        description: "The latest performance, intelligence, and usability improvements to the best model family in the world for multimodal understanding, agentic capabilities, and vibe-coding.",
        match: {
          starts_with: "gemini-3.1-pro-preview"
        },
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 2e5,
                price: 4
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 2e5,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 12,
            tiers: [
              {
                start: 2e5,
                price: 18
              }
            ]
          }
        }
      },
      {
        id: "gemini-3.5-flash",
        name: "Gemini 3.5 Flash",
        description: "Google's most intelligent model built for speed, combining frontier intelligence with improved reasoning, coding, and multimodal understanding.",
        match: {
          or: [
            {
              equals: "gemini-3.5-flash"
            },
            {
              starts_with: "gemini-3.5-flash-preview"
            },
            {
              regex: "^gemini-3\\.5-flash-\\d"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing. Standard tier pricing shown; Batch and Flex tiers offer 50% discount on input/output.",
        prices: {
          input_mtok: 1.5,
          cache_read_mtok: 0.15,
          output_mtok: 9
        }
      },
      {
        id: "gemini-3.5-flash-lite",
        name: "Gemini 3.5 Flash Lite",
        description: "Google's fastest and most cost-efficient Gemini 3.5 series model, optimized for high-volume, low-latency applications while maintaining strong multimodal capabilities.",
        match: {
          starts_with: "gemini-3.5-flash-lite"
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing. Standard tier pricing shown; Batch and Flex tiers offer 50% discount. Input rate is unified across text/image/video/audio (no separate audio rate).",
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.03,
          output_mtok: 2.5
        }
      },
      {
        id: "gemini-3.6-flash",
        name: "Gemini 3.6 Flash",
        description: "Google's most intelligent model built for speed, combining frontier intelligence with improved reasoning, coding, and multimodal understanding.",
        match: {
          starts_with: "gemini-3.6-flash"
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing. Standard tier pricing shown; Batch and Flex tiers offer 50% discount. No separate audio input rate documented. Introductory rates apply through 2026-12-31. The cache storage price ($0.50 per 1M tokens per hour) has no unit in prices/units.yml and is not represented here.",
        prices: [
          {
            prices: {
              input_mtok: 0.75,
              cache_read_mtok: 0.075,
              output_mtok: 3.75
            }
          },
          {
            constraint: {
              start_date: "2027-01-01",
              type: "start_date"
            },
            prices: {
              input_mtok: 1.5,
              cache_read_mtok: 0.15,
              output_mtok: 7.5
            }
          }
        ]
      },
      {
        id: "gemini-3.7-flash",
        name: "Gemini 3.7 Flash",
        description: "Google's most capable Flash model, built for complex coding, web development, agentic workflows and reliable multi-step execution.",
        match: {
          starts_with: "gemini-3.7-flash"
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing. Standard tier pricing shown; Batch and Flex tiers offer 50% discount, Priority tier is 1.8x. Introductory rates apply through 2026-12-31. The cache storage price ($0.50 per 1M tokens per hour) has no unit in prices/units.yml and is not represented here.",
        prices: [
          {
            prices: {
              input_mtok: 0.75,
              cache_read_mtok: 0.075,
              output_mtok: 3.75
            }
          },
          {
            constraint: {
              start_date: "2027-01-01",
              type: "start_date"
            },
            prices: {
              input_mtok: 1.5,
              cache_read_mtok: 0.15,
              output_mtok: 7.5
            }
          }
        ]
      },
      {
        id: "gemini-3.8-flash",
        name: "Gemini 3.8 Flash",
        description: "Google's most intelligent Flash model, engineered for long-horizon software engineering, autonomous agents, and complex enterprise workflows.",
        match: {
          starts_with: "gemini-3.8-flash"
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing. Standard tier pricing shown; Batch and Flex tiers offer 50% discount, Priority tier is 1.8x. Introductory rates apply through 2026-12-31. The cache storage price ($0.50 per 1M tokens per hour) has no unit in prices/units.yml and is not represented here.",
        prices: [
          {
            prices: {
              input_mtok: 0.75,
              cache_read_mtok: 0.075,
              output_mtok: 3.75
            }
          },
          {
            constraint: {
              start_date: "2027-01-01",
              type: "start_date"
            },
            prices: {
              input_mtok: 1.5,
              cache_read_mtok: 0.15,
              output_mtok: 7.5
            }
          }
        ]
      },
      {
        id: "gemini-embedding-001",
        match: {
          equals: "gemini-embedding-001"
        },
        prices: {
          input_mtok: 0.15
        }
      },
      {
        id: "gemini-embedding-2",
        name: "Gemini Embedding 2",
        description: "Google's multimodal embedding model for text, images, audio, video, and documents.",
        match: {
          equals: "gemini-embedding-2"
        },
        context_window: 8192,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-embedding-2.",
        prices: {
          input_mtok: 0.2,
          input_audio_mtok: 6.5,
          input_image_mtok: 0.45,
          input_video_mtok: 12
        }
      },
      {
        id: "gemini-flash-1.5",
        name: "Gemini 1.5 Flash",
        description: "Gemini 1.5 Flash is a foundation model that performs well at a variety of multimodal tasks such as visual understanding, classification, summarization, and creating content from image, audio and video. It's adept at processing visual and text inputs such as photographs, documents, infographics, and screenshots.",
        match: {
          equals: "gemini-flash-1.5"
        },
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-1.5-flash",
        prices: {
          input_mtok: {
            base: 0.075,
            tiers: [
              {
                start: 128e3,
                price: 0.15
              }
            ]
          },
          cache_read_mtok: {
            base: 0.01875,
            tiers: [
              {
                start: 128e3,
                price: 0.0375
              }
            ]
          },
          output_mtok: {
            base: 0.3,
            tiers: [
              {
                start: 128e3,
                price: 0.6
              }
            ]
          }
        }
      },
      {
        id: "gemini-flash-1.5-8b",
        name: "gemini 1.5 flash",
        description: "A faster, more cost-effective variant of Gemini 1.5 that maintains strong capabilities while optimizing for performance and cost efficiency. Suitable for production deployments requiring high throughput.",
        match: {
          equals: "gemini-flash-1.5-8b"
        },
        context_window: 1e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-1.5-flash-8b",
        prices: {
          input_mtok: {
            base: 0.0375,
            tiers: [
              {
                start: 128e3,
                price: 0.075
              }
            ]
          },
          cache_read_mtok: {
            base: 0.01,
            tiers: [
              {
                start: 128e3,
                price: 0.02
              }
            ]
          },
          output_mtok: {
            base: 0.15,
            tiers: [
              {
                start: 128e3,
                price: 0.3
              }
            ]
          }
        }
      },
      {
        id: "gemini-live-2.5-flash",
        name: "Gemini Live 2.5 Flash",
        description: "Google's Live API model for low-latency bidirectional voice and video interactions, GA on Vertex AI (model id `gemini-live-2.5-flash`, served from the `global` location). The prefix match also covers the AI Studio preview ids (`gemini-live-2.5-flash-preview*`).",
        match: {
          or: [
            {
              starts_with: "gemini-live-2.5-flash"
            },
            {
              starts_with: "gemini-2.5-flash-native-audio-preview"
            },
            {
              equals: "gemini-2.5-flash-native-audio-latest"
            }
          ]
        },
        price_comments: "See https://cloud.google.com/vertex-ai/generative-ai/pricing (Live API) and https://ai.google.dev/gemini-api/docs/pricing - GA pricing matches the preview.",
        prices: {
          input_mtok: 0.5,
          output_mtok: 2,
          input_audio_mtok: 3,
          output_audio_mtok: 12
        }
      },
      {
        id: "gemini-omni-flash-preview",
        name: "Gemini Omni Flash Preview",
        description: "Google's video generation and editing model with multimodal input.",
        match: {
          starts_with: "gemini-omni-flash-preview"
        },
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-omni-flash-preview.",
        prices: {
          input_mtok: 1.5,
          output_mtok: 9,
          output_video_mtok: 17.5
        }
      },
      {
        id: "gemini-pro",
        name: "gemini 1.0 pro",
        description: "Google's first-generation advanced multimodal model that can understand text, code, and images. It provides strong reasoning capabilities and follows instructions effectively.",
        match: {
          or: [
            {
              equals: "gemini-pro"
            },
            {
              equals: "gemini-1.0-pro"
            }
          ]
        },
        context_window: 32768,
        price_comments: "I can't find anything so trusting these prices, not sure the model still exists",
        prices: {
          input_mtok: 0.125,
          output_mtok: 0.375
        }
      },
      {
        id: "gemini-pro-1.5",
        name: "Gemini 1.5 Pro",
        description: "Google's latest multimodal model, supports image and video[0] in text or chat prompts.",
        match: {
          equals: "gemini-pro-1.5"
        },
        context_window: 2e6,
        price_comments: "See https://ai.google.dev/gemini-api/docs/pricing#gemini-1.5-pro",
        prices: {
          input_mtok: {
            base: 1.25,
            tiers: [
              {
                start: 128e3,
                price: 2.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.3125,
            tiers: [
              {
                start: 128e3,
                price: 0.625
              }
            ]
          },
          output_mtok: {
            base: 5,
            tiers: [
              {
                start: 128e3,
                price: 10
              }
            ]
          }
        }
      },
      {
        id: "gemma-2-27b-it",
        name: "Gemma 2 27B",
        description: "Gemma 2 27B by Google is an open model built from the same research and technology used to create the Gemini models. Gemma models are well-suited for a variety of text generation and instruction-following tasks.",
        match: {
          equals: "gemma-2-27b-it"
        },
        price_comments: "Imported from OpenRouter pricing; verify against Google pricing when native API pricing is published.",
        prices: {
          input_mtok: 0.65,
          output_mtok: 0.65
        }
      },
      {
        id: "gemma-3",
        name: "Gemma 3 (free)",
        description: "Lightweight, state-of the art, open model built from the same technology that powers our Gemini models.",
        match: {
          or: [
            {
              starts_with: "gemma-3-"
            },
            {
              equals: "gemma-3"
            }
          ]
        },
        prices: {}
      },
      {
        id: "gemma-3n",
        name: "Gemma 3n (free)",
        description: "Our open model built for efficient performance on everyday devices like mobile phones, laptops, and tablets.",
        match: {
          or: [
            {
              starts_with: "gemma-3n"
            }
          ]
        },
        prices: {}
      },
      {
        id: "gemma-4-26b-a4b-it",
        name: "Gemma 4 26B A4B",
        description: "Gemma 4 26B A4B IT is an instruction-tuned Mixture-of-Experts (MoE) model from Google DeepMind. Despite 25.2B total parameters, only 3.8B activate per token during inference.",
        match: {
          equals: "gemma-4-26b-a4b-it"
        },
        context_window: 262144,
        price_comments: "Gemini API model ID. Free of charge on the Gemini API with no paid tier, see https://ai.google.dev/gemini-api/docs/pricing. The Vertex AI Model-as-a-Service offering uses the gemma-4-26b-a4b-it-maas ID and is priced separately. The previous rates were imported from OpenRouter, not Google.",
        prices: {}
      },
      {
        id: "gemma-4-26b-a4b-it-maas",
        name: "Gemma 4 26B A4B (Vertex AI MaaS)",
        description: "Gemma 4 26B A4B IT served by Vertex AI as a managed Model-as-a-Service endpoint.",
        match: {
          equals: "gemma-4-26b-a4b-it-maas"
        },
        context_window: 262144,
        price_comments: "Vertex AI Model-as-a-Service rates, see https://cloud.google.com/vertex-ai/generative-ai/pricing. Model ID from https://cloud.google.com/vertex-ai/generative-ai/docs/maas/use-open-models.",
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.015,
          output_mtok: 0.6
        }
      },
      {
        id: "gemma-4-31b-it",
        name: "Gemma 4 31B",
        description: "Gemma 4 31B Instruct is Google DeepMind's 30.7B dense multimodal model supporting text and image input with text output. It features a 256K token context window, configurable thinking/reasoning mode, and native function calling.",
        match: {
          equals: "gemma-4-31b-it"
        },
        context_window: 262144,
        price_comments: "Free of charge on the Gemini API with no paid tier, see https://ai.google.dev/gemini-api/docs/pricing. Not offered as Model-as-a-Service on Vertex AI (only Gemma 4 26B is); there it is self-deployed from Model Garden and billed as endpoint compute, so no per-token price applies. The previous rates were imported from OpenRouter, not Google.",
        prices: {}
      }
    ]
  },
  {
    id: "groq",
    name: "Groq",
    pricing_urls: ["https://console.groq.com/docs/models"],
    api_pattern: "https://api\\.groq\\.com",
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          }
        ]
      }
    ],
    models: [
      {
        id: "deepseek-r1-distill-llama-70b",
        name: "DeepSeek R1 Distill Llama 70B",
        match: {
          equals: "deepseek-r1-distill-llama-70b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.75,
          output_mtok: 0.99
        }
      },
      {
        id: "gemma-7b-it",
        match: {
          equals: "gemma-7b-it"
        },
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.07
        }
      },
      {
        id: "gemma2-9b-it",
        name: "Gemma 2 9B 8k",
        match: {
          or: [
            {
              equals: "gemma2-9b-it"
            },
            {
              equals: "gemma2-9b"
            }
          ]
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "llama-3.1-405b-reasoning",
        match: {
          equals: "llama-3.1-405b-reasoning"
        },
        prices: {
          input_mtok: 0.59,
          output_mtok: 0.79
        }
      },
      {
        id: "llama-3.1-70b-versatile",
        match: {
          equals: "llama-3.1-70b-versatile"
        },
        prices: {
          input_mtok: 0.59,
          output_mtok: 0.79
        }
      },
      {
        id: "llama-3.1-8b-instant",
        name: "Llama 3.1 8B Instant 128k",
        match: {
          equals: "llama-3.1-8b-instant"
        },
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.08
        }
      },
      {
        id: "llama-3.2-11b-text-preview",
        match: {
          equals: "llama-3.2-11b-text-preview"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "llama-3.2-11b-vision-preview",
        match: {
          equals: "llama-3.2-11b-vision-preview"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "llama-3.2-1b-preview",
        match: {
          equals: "llama-3.2-1b-preview"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "llama-3.2-3b-preview",
        match: {
          equals: "llama-3.2-3b-preview"
        },
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.06
        }
      },
      {
        id: "llama-3.2-90b-text-preview",
        match: {
          equals: "llama-3.2-90b-text-preview"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "llama-3.2-90b-vision-preview",
        match: {
          equals: "llama-3.2-90b-vision-preview"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "llama-3.3-70b-specdec",
        match: {
          equals: "llama-3.3-70b-specdec"
        },
        prices: {
          input_mtok: 0.59,
          output_mtok: 0.99
        }
      },
      {
        id: "llama-3.3-70b-versatile",
        name: "Llama 3.3 70B Versatile 128k",
        match: {
          equals: "llama-3.3-70b-versatile"
        },
        prices: {
          input_mtok: 0.59,
          output_mtok: 0.79
        }
      },
      {
        id: "llama-guard-3-8b",
        match: {
          equals: "llama-guard-3-8b"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "llama2-70b-4096",
        match: {
          equals: "llama2-70b-4096"
        },
        prices: {
          input_mtok: 0.7,
          output_mtok: 0.8
        }
      },
      {
        id: "llama3-70b-8192",
        match: {
          equals: "llama3-70b-8192"
        },
        prices: {
          input_mtok: 0.59,
          output_mtok: 0.79
        }
      },
      {
        id: "llama3-8b-8192",
        match: {
          equals: "llama3-8b-8192"
        },
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.08
        }
      },
      {
        id: "llama3-groq-70b-8192-tool-use-preview",
        match: {
          equals: "llama3-groq-70b-8192-tool-use-preview"
        },
        prices: {
          input_mtok: 0.89,
          output_mtok: 0.89
        }
      },
      {
        id: "llama3-groq-8b-8192-tool-use-preview",
        match: {
          equals: "llama3-groq-8b-8192-tool-use-preview"
        },
        prices: {
          input_mtok: 0.19,
          output_mtok: 0.19
        }
      },
      {
        id: "meta-llama/llama-4-maverick-17b-128e-instruct",
        name: "Llama 4 Maverick 17B 128E",
        match: {
          equals: "meta-llama/llama-4-maverick-17b-128e-instruct"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "meta-llama/llama-4-scout-17b-16e-instruct",
        name: "Llama 4 Scout (17Bx16E) 128k",
        match: {
          equals: "meta-llama/llama-4-scout-17b-16e-instruct"
        },
        prices: {
          input_mtok: 0.11,
          output_mtok: 0.34
        }
      },
      {
        id: "meta-llama/llama-guard-4-12b",
        name: "Llama Guard 4 12B",
        match: {
          equals: "meta-llama/llama-guard-4-12b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "mistral-saba-24b",
        match: {
          equals: "mistral-saba-24b"
        },
        prices: {
          input_mtok: 0.79,
          output_mtok: 0.79
        }
      },
      {
        id: "mixtral-8x7b-32768",
        match: {
          equals: "mixtral-8x7b-32768"
        },
        prices: {
          input_mtok: 0.24,
          output_mtok: 0.24
        }
      },
      {
        id: "moonshotai/kimi-k2-instruct",
        name: "Kimi K2 1T 128k",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2-instruct"
            },
            {
              equals: "moonshotai/kimi-k2-instruct-0905"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 1,
          cache_read_mtok: 0.5,
          output_mtok: 3
        }
      },
      {
        id: "openai/gpt-oss-120b",
        description: `GPT-OSS 120B is OpenAI's flagship open source model, built on a Mixture-of-Experts (MoE) architecture with
120 billion parameters and 128 experts.
`,
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-safeguard-20b"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.075,
          output_mtok: 0.6
        }
      },
      {
        id: "openai/gpt-oss-20b",
        description: `GPT-OSS 20B is OpenAI's flagship open source model, built on a Mixture-of-Experts (MoE) architecture with
20 billion parameters and 32 experts.
`,
        match: {
          equals: "openai/gpt-oss-20b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.075,
          cache_read_mtok: 0.0375,
          output_mtok: 0.3
        }
      },
      {
        id: "qwen/qwen3-32b",
        name: "Qwen3 32B 131k",
        match: {
          equals: "qwen/qwen3-32b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.29,
          output_mtok: 0.59
        }
      },
      {
        id: "whisper-large-v3",
        name: "Whisper Large V3",
        match: {
          equals: "whisper-large-v3"
        },
        price_comments: "See https://console.groq.com/docs/model/whisper-large-v3.",
        prices: {
          audio_hours: 0.111,
          input_audio_hours: 0.111
        }
      },
      {
        id: "whisper-large-v3-turbo",
        name: "Whisper Large V3 Turbo",
        match: {
          equals: "whisper-large-v3-turbo"
        },
        price_comments: "See https://console.groq.com/docs/model/whisper-large-v3-turbo.",
        prices: {
          audio_hours: 0.04,
          input_audio_hours: 0.04
        }
      }
    ]
  },
  {
    id: "huggingface_cerebras",
    name: "HuggingFace (cerebras)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/cerebras",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "cerebras"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "meta-llama/Llama-3.1-8B-Instruct",
        name: "Llama-3.1-8B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.1-8b-instruct"
            },
            {
              equals: "meta-llama/llama-3.1-8b-instruct-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      }
    ]
  },
  {
    id: "huggingface_fireworks-ai",
    name: "HuggingFace (fireworks-ai)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/fireworks-ai",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "fireworks-ai"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "openai/gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-20b"
            },
            {
              equals: "openai/gpt-oss-20b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.2
        }
      }
    ]
  },
  {
    id: "huggingface_groq",
    name: "HuggingFace (groq)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/groq",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "groq"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "Qwen/Qwen3-32B",
        name: "Qwen3-32B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-32b"
            },
            {
              equals: "qwen/qwen3-32b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.29,
          output_mtok: 0.59
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.59,
          output_mtok: 0.79
        }
      },
      {
        id: "meta-llama/Llama-4-Scout-17B-16E-Instruct",
        name: "Llama-4-Scout-17B-16E-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-4-scout-17b-16e-instruct"
            },
            {
              equals: "meta-llama/llama-4-scout-17b-16e-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.11,
          output_mtok: 0.34
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.75
        }
      },
      {
        id: "openai/gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-20b"
            },
            {
              equals: "openai/gpt-oss-20b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.5
        }
      }
    ]
  },
  {
    id: "huggingface_hyperbolic",
    name: "HuggingFace (hyperbolic)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/hyperbolic",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "hyperbolic"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "Qwen/Qwen2.5-VL-72B-Instruct",
        name: "Qwen2.5-VL-72B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-vl-72b-instruct"
            },
            {
              equals: "qwen/qwen2.5-vl-72b-instruct-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.6,
          output_mtok: 0.6
        }
      },
      {
        id: "Qwen/Qwen2.5-VL-7B-Instruct",
        name: "Qwen2.5-VL-7B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-vl-7b-instruct"
            },
            {
              equals: "qwen/qwen2.5-vl-7b-instruct-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "Qwen/Qwen3-235B-A22B-Instruct-2507",
        name: "Qwen3-235B-A22B-Instruct-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507"
            },
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 2,
          output_mtok: 2
        }
      },
      {
        id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
        name: "Qwen3-Coder-480B-A35B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct"
            },
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 2,
          output_mtok: 2
        }
      },
      {
        id: "Qwen/Qwen3-Next-80B-A3B-Instruct",
        name: "Qwen3-Next-80B-A3B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-next-80b-a3b-instruct"
            },
            {
              equals: "qwen/qwen3-next-80b-a3b-instruct-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "Qwen/Qwen3-Next-80B-A3B-Thinking",
        name: "Qwen3-Next-80B-A3B-Thinking",
        match: {
          or: [
            {
              equals: "qwen/qwen3-next-80b-a3b-thinking"
            },
            {
              equals: "qwen/qwen3-next-80b-a3b-thinking-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1",
        name: "DeepSeek-R1",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1"
            },
            {
              equals: "deepseek-ai/deepseek-r1-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 2,
          output_mtok: 2
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-0528",
        name: "DeepSeek-R1-0528",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-0528"
            },
            {
              equals: "deepseek-ai/deepseek-r1-0528-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 3,
          output_mtok: 3
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3-0324",
        name: "DeepSeek-V3-0324",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3-0324"
            },
            {
              equals: "deepseek-ai/deepseek-v3-0324-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 1.25,
          output_mtok: 1.25
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.4,
          output_mtok: 0.4
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "openai/gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-20b"
            },
            {
              equals: "openai/gpt-oss-20b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      }
    ]
  },
  {
    id: "huggingface_nebius",
    name: "HuggingFace (nebius)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/nebius",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "nebius"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "NousResearch/Hermes-4-405B",
        name: "Hermes-4-405B",
        match: {
          or: [
            {
              equals: "nousresearch/hermes-4-405b"
            },
            {
              equals: "nousresearch/hermes-4-405b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 1,
          output_mtok: 3
        }
      },
      {
        id: "NousResearch/Hermes-4-70B",
        name: "Hermes-4-70B",
        match: {
          or: [
            {
              equals: "nousresearch/hermes-4-70b"
            },
            {
              equals: "nousresearch/hermes-4-70b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.13,
          output_mtok: 0.4
        }
      },
      {
        id: "PrimeIntellect/INTELLECT-3-FP8",
        name: "INTELLECT-3-FP8",
        match: {
          or: [
            {
              equals: "primeintellect/intellect-3-fp8"
            },
            {
              equals: "primeintellect/intellect-3-fp8-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.1
        }
      },
      {
        id: "Qwen/Qwen2.5-Coder-7B",
        name: "Qwen2.5-Coder-7B",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-coder-7b"
            },
            {
              equals: "qwen/qwen2.5-coder-7b-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.03,
          output_mtok: 0.09
        }
      },
      {
        id: "Qwen/Qwen2.5-VL-72B-Instruct",
        name: "Qwen2.5-VL-72B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-vl-72b-instruct"
            },
            {
              equals: "qwen/qwen2.5-vl-72b-instruct-fast"
            }
          ]
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.75
        }
      },
      {
        id: "Qwen/Qwen3-235B-A22B-Instruct-2507",
        name: "Qwen3-235B-A22B-Instruct-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507"
            },
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "Qwen/Qwen3-235B-A22B-Thinking-2507",
        name: "Qwen3-235B-A22B-Thinking-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-235b-a22b-thinking-2507"
            },
            {
              equals: "qwen/qwen3-235b-a22b-thinking-2507-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.8
        }
      },
      {
        id: "Qwen/Qwen3-30B-A3B-Instruct-2507",
        name: "Qwen3-30B-A3B-Instruct-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-30b-a3b-instruct-2507"
            },
            {
              equals: "qwen/qwen3-30b-a3b-instruct-2507-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "Qwen/Qwen3-30B-A3B-Thinking-2507",
        name: "Qwen3-30B-A3B-Thinking-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-30b-a3b-thinking-2507"
            },
            {
              equals: "qwen/qwen3-30b-a3b-thinking-2507-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "Qwen/Qwen3-32B",
        name: "Qwen3-32B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-32b"
            },
            {
              equals: "qwen/qwen3-32b-fast"
            }
          ]
        },
        context_window: 40960,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "Qwen/Qwen3-Coder-30B-A3B-Instruct",
        name: "Qwen3-Coder-30B-A3B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-30b-a3b-instruct"
            },
            {
              equals: "qwen/qwen3-coder-30b-a3b-instruct-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
        name: "Qwen3-Coder-480B-A35B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct"
            },
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.4,
          output_mtok: 1.8
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-0528",
        name: "DeepSeek-R1-0528",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-0528"
            },
            {
              equals: "deepseek-ai/deepseek-r1-0528-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.8,
          output_mtok: 2.4
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3-0324",
        name: "DeepSeek-V3-0324",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3-0324"
            },
            {
              equals: "deepseek-ai/deepseek-v3-0324-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.75,
          output_mtok: 2.25
        }
      },
      {
        id: "google/gemma-2-2b-it",
        name: "gemma-2-2b-it",
        match: {
          or: [
            {
              equals: "google/gemma-2-2b-it"
            },
            {
              equals: "google/gemma-2-2b-it-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.06
        }
      },
      {
        id: "google/gemma-2-9b-it",
        name: "gemma-2-9b-it",
        match: {
          or: [
            {
              equals: "google/gemma-2-9b-it"
            },
            {
              equals: "google/gemma-2-9b-it-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.03,
          output_mtok: 0.09
        }
      },
      {
        id: "google/gemma-3-27b-it",
        name: "gemma-3-27b-it",
        match: {
          or: [
            {
              equals: "google/gemma-3-27b-it"
            },
            {
              equals: "google/gemma-3-27b-it-fast"
            }
          ]
        },
        context_window: 11e4,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "meta-llama/Llama-3.1-8B-Instruct",
        name: "Llama-3.1-8B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.1-8b-instruct"
            },
            {
              equals: "meta-llama/llama-3.1-8b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.03,
          output_mtok: 0.09
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.75
        }
      },
      {
        id: "moonshotai/Kimi-K2-Instruct",
        name: "Kimi-K2-Instruct",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2-instruct"
            },
            {
              equals: "moonshotai/kimi-k2-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.5,
          output_mtok: 2.4
        }
      },
      {
        id: "moonshotai/Kimi-K2-Thinking",
        name: "Kimi-K2-Thinking",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2-thinking"
            },
            {
              equals: "moonshotai/kimi-k2-thinking-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.5
        }
      },
      {
        id: "nvidia/Llama-3_1-Nemotron-Ultra-253B-v1",
        name: "Llama-3_1-Nemotron-Ultra-253B-v1",
        match: {
          or: [
            {
              equals: "nvidia/llama-3_1-nemotron-ultra-253b-v1"
            },
            {
              equals: "nvidia/llama-3_1-nemotron-ultra-253b-v1-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          output_mtok: 1.8
        }
      },
      {
        id: "nvidia/NVIDIA-Nemotron-Nano-12B-v2",
        name: "NVIDIA-Nemotron-Nano-12B-v2",
        match: {
          or: [
            {
              equals: "nvidia/nvidia-nemotron-nano-12b-v2"
            },
            {
              equals: "nvidia/nvidia-nemotron-nano-12b-v2-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.2
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "zai-org/GLM-4.5",
        name: "GLM-4.5",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.5"
            },
            {
              equals: "zai-org/glm-4.5-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.2
        }
      },
      {
        id: "zai-org/GLM-4.5-Air",
        name: "GLM-4.5-Air",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.5-air"
            },
            {
              equals: "zai-org/glm-4.5-air-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.2
        }
      }
    ]
  },
  {
    id: "huggingface_novita",
    name: "HuggingFace (novita)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/novita",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "novita"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "MiniMaxAI/MiniMax-M1-80k",
        name: "MiniMax-M1-80k",
        match: {
          or: [
            {
              equals: "minimaxai/minimax-m1-80k"
            },
            {
              equals: "minimaxai/minimax-m1-80k-fast"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.55,
          output_mtok: 2.2
        }
      },
      {
        id: "MiniMaxAI/MiniMax-M2",
        name: "MiniMax-M2",
        match: {
          or: [
            {
              equals: "minimaxai/minimax-m2"
            },
            {
              equals: "minimaxai/minimax-m2-fast"
            },
            {
              equals: "minimaxai/minimax-m2.1"
            },
            {
              equals: "minimaxai/minimax-m2.1-fast"
            },
            {
              equals: "minimaxai/minimax-m2.5"
            },
            {
              equals: "minimaxai/minimax-m2.5-fast"
            }
          ]
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.3,
          output_mtok: 1.2
        }
      },
      {
        id: "NousResearch/Hermes-2-Pro-Llama-3-8B",
        name: "Hermes-2-Pro-Llama-3-8B",
        match: {
          or: [
            {
              equals: "nousresearch/hermes-2-pro-llama-3-8b"
            },
            {
              equals: "nousresearch/hermes-2-pro-llama-3-8b-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.14,
          output_mtok: 0.14
        }
      },
      {
        id: "Qwen/Qwen2.5-72B-Instruct",
        name: "Qwen2.5-72B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-72b-instruct"
            },
            {
              equals: "qwen/qwen2.5-72b-instruct-fast"
            }
          ]
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.38,
          output_mtok: 0.4
        }
      },
      {
        id: "Qwen/Qwen3-235B-A22B",
        name: "Qwen3-235B-A22B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-235b-a22b"
            },
            {
              equals: "qwen/qwen3-235b-a22b-fast"
            }
          ]
        },
        context_window: 40960,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.8
        }
      },
      {
        id: "Qwen/Qwen3-235B-A22B-Instruct-2507",
        name: "Qwen3-235B-A22B-Instruct-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507"
            },
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.58
        }
      },
      {
        id: "Qwen/Qwen3-235B-A22B-Thinking-2507",
        name: "Qwen3-235B-A22B-Thinking-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-235b-a22b-thinking-2507"
            },
            {
              equals: "qwen/qwen3-235b-a22b-thinking-2507-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.3,
          output_mtok: 3
        }
      },
      {
        id: "Qwen/Qwen3-30B-A3B",
        name: "Qwen3-30B-A3B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-30b-a3b"
            },
            {
              equals: "qwen/qwen3-30b-a3b-fast"
            }
          ]
        },
        context_window: 40960,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.45
        }
      },
      {
        id: "Qwen/Qwen3-32B",
        name: "Qwen3-32B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-32b"
            },
            {
              equals: "qwen/qwen3-32b-fast"
            }
          ]
        },
        context_window: 40960,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.45
        }
      },
      {
        id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
        name: "Qwen3-Coder-480B-A35B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct"
            },
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.3,
          output_mtok: 1.3
        }
      },
      {
        id: "Qwen/Qwen3-Coder-Next",
        name: "Qwen3-Coder-Next",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-next"
            },
            {
              equals: "qwen/qwen3-coder-next-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.5
        }
      },
      {
        id: "Qwen/Qwen3-Next-80B-A3B-Instruct",
        name: "Qwen3-Next-80B-A3B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-next-80b-a3b-instruct"
            },
            {
              equals: "qwen/qwen3-next-80b-a3b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          output_mtok: 1.5
        }
      },
      {
        id: "Qwen/Qwen3-Next-80B-A3B-Thinking",
        name: "Qwen3-Next-80B-A3B-Thinking",
        match: {
          or: [
            {
              equals: "qwen/qwen3-next-80b-a3b-thinking"
            },
            {
              equals: "qwen/qwen3-next-80b-a3b-thinking-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          output_mtok: 1.5
        }
      },
      {
        id: "Qwen/Qwen3-VL-235B-A22B-Instruct",
        name: "Qwen3-VL-235B-A22B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-vl-235b-a22b-instruct"
            },
            {
              equals: "qwen/qwen3-vl-235b-a22b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.3,
          output_mtok: 1.5
        }
      },
      {
        id: "Qwen/Qwen3-VL-235B-A22B-Thinking",
        name: "Qwen3-VL-235B-A22B-Thinking",
        match: {
          or: [
            {
              equals: "qwen/qwen3-vl-235b-a22b-thinking"
            },
            {
              equals: "qwen/qwen3-vl-235b-a22b-thinking-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.98,
          output_mtok: 3.95
        }
      },
      {
        id: "Qwen/Qwen3-VL-30B-A3B-Instruct",
        name: "Qwen3-VL-30B-A3B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-vl-30b-a3b-instruct"
            },
            {
              equals: "qwen/qwen3-vl-30b-a3b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.7
        }
      },
      {
        id: "Qwen/Qwen3-VL-30B-A3B-Thinking",
        name: "Qwen3-VL-30B-A3B-Thinking",
        match: {
          or: [
            {
              equals: "qwen/qwen3-vl-30b-a3b-thinking"
            },
            {
              equals: "qwen/qwen3-vl-30b-a3b-thinking-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.2,
          output_mtok: 1
        }
      },
      {
        id: "Qwen/Qwen3-VL-8B-Instruct",
        name: "Qwen3-VL-8B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-vl-8b-instruct"
            },
            {
              equals: "qwen/qwen3-vl-8b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.5
        }
      },
      {
        id: "Qwen/Qwen3.5-122B-A10B",
        name: "Qwen3.5-122B-A10B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-122b-a10b"
            },
            {
              equals: "qwen/qwen3.5-122b-a10b-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.4,
          output_mtok: 3.2
        }
      },
      {
        id: "Qwen/Qwen3.5-27B",
        name: "Qwen3.5-27B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-27b"
            },
            {
              equals: "qwen/qwen3.5-27b-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.3,
          output_mtok: 2.4
        }
      },
      {
        id: "Qwen/Qwen3.5-35B-A3B",
        name: "Qwen3.5-35B-A3B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-35b-a3b"
            },
            {
              equals: "qwen/qwen3.5-35b-a3b-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.25,
          output_mtok: 2
        }
      },
      {
        id: "Qwen/Qwen3.5-397B-A17B",
        name: "Qwen3.5-397B-A17B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-397b-a17b"
            },
            {
              equals: "qwen/qwen3.5-397b-a17b-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          output_mtok: 3.6
        }
      },
      {
        id: "Sao10K/L3-70B-Euryale-v2.1",
        name: "L3-70B-Euryale-v2.1",
        match: {
          or: [
            {
              equals: "sao10k/l3-70b-euryale-v2.1"
            },
            {
              equals: "sao10k/l3-70b-euryale-v2.1-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 1.48,
          output_mtok: 1.48
        }
      },
      {
        id: "Sao10K/L3-8B-Lunaris-v1",
        name: "L3-8B-Lunaris-v1",
        match: {
          or: [
            {
              equals: "sao10k/l3-8b-lunaris-v1"
            },
            {
              equals: "sao10k/l3-8b-lunaris-v1-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.05
        }
      },
      {
        id: "Sao10K/L3-8B-Stheno-v3.2",
        name: "L3-8B-Stheno-v3.2",
        match: {
          or: [
            {
              equals: "sao10k/l3-8b-stheno-v3.2"
            },
            {
              equals: "sao10k/l3-8b-stheno-v3.2-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.05
        }
      },
      {
        id: "XiaomiMiMo/MiMo-V2-Flash",
        name: "MiMo-V2-Flash",
        match: {
          or: [
            {
              equals: "xiaomimimo/mimo-v2-flash"
            },
            {
              equals: "xiaomimimo/mimo-v2-flash-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "alpindale/WizardLM-2-8x22B",
        name: "WizardLM-2-8x22B",
        match: {
          or: [
            {
              equals: "alpindale/wizardlm-2-8x22b"
            },
            {
              equals: "alpindale/wizardlm-2-8x22b-fast"
            }
          ]
        },
        context_window: 65535,
        prices: {
          input_mtok: 0.62,
          output_mtok: 0.62
        }
      },
      {
        id: "baidu/ERNIE-4.5-21B-A3B-PT",
        name: "ERNIE-4.5-21B-A3B-PT",
        match: {
          or: [
            {
              equals: "baidu/ernie-4.5-21b-a3b-pt"
            },
            {
              equals: "baidu/ernie-4.5-21b-a3b-pt-fast"
            }
          ]
        },
        context_window: 12e4,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.28
        }
      },
      {
        id: "baidu/ERNIE-4.5-300B-A47B-Base-PT",
        name: "ERNIE-4.5-300B-A47B-Base-PT",
        match: {
          or: [
            {
              equals: "baidu/ernie-4.5-300b-a47b-base-pt"
            },
            {
              equals: "baidu/ernie-4.5-300b-a47b-base-pt-fast"
            }
          ]
        },
        context_window: 123e3,
        prices: {
          input_mtok: 0.28,
          output_mtok: 1.1
        }
      },
      {
        id: "baidu/ERNIE-4.5-VL-28B-A3B-PT",
        name: "ERNIE-4.5-VL-28B-A3B-PT",
        match: {
          or: [
            {
              equals: "baidu/ernie-4.5-vl-28b-a3b-pt"
            },
            {
              equals: "baidu/ernie-4.5-vl-28b-a3b-pt-fast"
            }
          ]
        },
        context_window: 3e4,
        prices: {
          input_mtok: 0.14,
          output_mtok: 0.56
        }
      },
      {
        id: "baidu/ERNIE-4.5-VL-424B-A47B-Base-PT",
        name: "ERNIE-4.5-VL-424B-A47B-Base-PT",
        match: {
          or: [
            {
              equals: "baidu/ernie-4.5-vl-424b-a47b-base-pt"
            },
            {
              equals: "baidu/ernie-4.5-vl-424b-a47b-base-pt-fast"
            }
          ]
        },
        context_window: 123e3,
        prices: {
          input_mtok: 0.42,
          output_mtok: 1.25
        }
      },
      {
        id: "deepseek-ai/DeepSeek-Prover-V2-671B",
        name: "DeepSeek-Prover-V2-671B",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-prover-v2-671b"
            },
            {
              equals: "deepseek-ai/deepseek-prover-v2-671b-fast"
            }
          ]
        },
        context_window: 16e4,
        prices: {
          input_mtok: 0.7,
          output_mtok: 2.5
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1",
        name: "DeepSeek-R1",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1"
            },
            {
              equals: "deepseek-ai/deepseek-r1-fast"
            },
            {
              equals: "deepseek-ai/deepseek-r1-0528"
            },
            {
              equals: "deepseek-ai/deepseek-r1-0528-fast"
            }
          ]
        },
        context_window: 64e3,
        prices: {
          input_mtok: 0.7,
          output_mtok: 2.5
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-Distill-Llama-70B",
        name: "DeepSeek-R1-Distill-Llama-70B",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-distill-llama-70b"
            },
            {
              equals: "deepseek-ai/deepseek-r1-distill-llama-70b-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3",
        name: "DeepSeek-V3",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3"
            },
            {
              equals: "deepseek-ai/deepseek-v3-fast"
            }
          ]
        },
        context_window: 64e3,
        prices: {
          input_mtok: 0.4,
          output_mtok: 1.3
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3-0324",
        name: "DeepSeek-V3-0324",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3-0324"
            },
            {
              equals: "deepseek-ai/deepseek-v3-0324-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.27,
          output_mtok: 1.12
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3.1",
        name: "DeepSeek-V3.1",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3.1"
            },
            {
              equals: "deepseek-ai/deepseek-v3.1-fast"
            },
            {
              equals: "deepseek-ai/deepseek-v3.1-terminus"
            },
            {
              equals: "deepseek-ai/deepseek-v3.1-terminus-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.27,
          output_mtok: 1
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3.2",
        name: "DeepSeek-V3.2",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3.2"
            },
            {
              equals: "deepseek-ai/deepseek-v3.2-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.269,
          output_mtok: 0.4
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3.2-Exp",
        name: "DeepSeek-V3.2-Exp",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3.2-exp"
            },
            {
              equals: "deepseek-ai/deepseek-v3.2-exp-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.27,
          output_mtok: 0.41
        }
      },
      {
        id: "meta-llama/Llama-3.1-8B-Instruct",
        name: "Llama-3.1-8B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.1-8b-instruct"
            },
            {
              equals: "meta-llama/llama-3.1-8b-instruct-fast"
            }
          ]
        },
        context_window: 16384,
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.05
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.135,
          output_mtok: 0.4
        }
      },
      {
        id: "meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8",
        name: "Llama-4-Maverick-17B-128E-Instruct-FP8",
        match: {
          or: [
            {
              equals: "meta-llama/llama-4-maverick-17b-128e-instruct-fp8"
            },
            {
              equals: "meta-llama/llama-4-maverick-17b-128e-instruct-fp8-fast"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.27,
          output_mtok: 0.85
        }
      },
      {
        id: "meta-llama/Llama-4-Scout-17B-16E-Instruct",
        name: "Llama-4-Scout-17B-16E-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-4-scout-17b-16e-instruct"
            },
            {
              equals: "meta-llama/llama-4-scout-17b-16e-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.59
        }
      },
      {
        id: "meta-llama/Meta-Llama-3-70B-Instruct",
        name: "Meta-Llama-3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/meta-llama-3-70b-instruct"
            },
            {
              equals: "meta-llama/meta-llama-3-70b-instruct-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.51,
          output_mtok: 0.74
        }
      },
      {
        id: "meta-llama/Meta-Llama-3-8B-Instruct",
        name: "Meta-Llama-3-8B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/meta-llama-3-8b-instruct"
            },
            {
              equals: "meta-llama/meta-llama-3-8b-instruct-fast"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "moonshotai/Kimi-K2-Instruct",
        name: "Kimi-K2-Instruct",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2-instruct"
            },
            {
              equals: "moonshotai/kimi-k2-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.57,
          output_mtok: 2.3
        }
      },
      {
        id: "moonshotai/Kimi-K2-Instruct-0905",
        name: "Kimi-K2-Instruct-0905",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2-instruct-0905"
            },
            {
              equals: "moonshotai/kimi-k2-instruct-0905-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.5
        }
      },
      {
        id: "moonshotai/Kimi-K2-Thinking",
        name: "Kimi-K2-Thinking",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2-thinking"
            },
            {
              equals: "moonshotai/kimi-k2-thinking-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.5
        }
      },
      {
        id: "moonshotai/Kimi-K2.5",
        name: "Kimi-K2.5",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2.5"
            },
            {
              equals: "moonshotai/kimi-k2.5-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          output_mtok: 3
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.25
        }
      },
      {
        id: "openai/gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-20b"
            },
            {
              equals: "openai/gpt-oss-20b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.15
        }
      },
      {
        id: "zai-org/AutoGLM-Phone-9B-Multilingual",
        name: "AutoGLM-Phone-9B-Multilingual",
        match: {
          or: [
            {
              equals: "zai-org/autoglm-phone-9b-multilingual"
            },
            {
              equals: "zai-org/autoglm-phone-9b-multilingual-fast"
            }
          ]
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.035,
          output_mtok: 0.138
        }
      },
      {
        id: "zai-org/GLM-4-32B-0414",
        name: "GLM-4-32B-0414",
        match: {
          or: [
            {
              equals: "zai-org/glm-4-32b-0414"
            },
            {
              equals: "zai-org/glm-4-32b-0414-fast"
            }
          ]
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.55,
          output_mtok: 1.66
        }
      },
      {
        id: "zai-org/GLM-4.5",
        name: "GLM-4.5",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.5"
            },
            {
              equals: "zai-org/glm-4.5-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.2
        }
      },
      {
        id: "zai-org/GLM-4.5-Air",
        name: "GLM-4.5-Air",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.5-air"
            },
            {
              equals: "zai-org/glm-4.5-air-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.13,
          output_mtok: 0.85
        }
      },
      {
        id: "zai-org/GLM-4.5V",
        name: "GLM-4.5V",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.5v"
            },
            {
              equals: "zai-org/glm-4.5v-fast"
            }
          ]
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.6,
          output_mtok: 1.8
        }
      },
      {
        id: "zai-org/GLM-4.6",
        name: "GLM-4.6",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.6"
            },
            {
              equals: "zai-org/glm-4.6-fast"
            }
          ]
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.55,
          output_mtok: 2.2
        }
      },
      {
        id: "zai-org/GLM-4.6V-Flash",
        name: "GLM-4.6V-Flash",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.6v-flash"
            },
            {
              equals: "zai-org/glm-4.6v-flash-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.9
        }
      },
      {
        id: "zai-org/GLM-4.7",
        name: "GLM-4.7",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.7"
            },
            {
              equals: "zai-org/glm-4.7-fast"
            }
          ]
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.2
        }
      },
      {
        id: "zai-org/GLM-4.7-Flash",
        name: "GLM-4.7-Flash",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.7-flash"
            },
            {
              equals: "zai-org/glm-4.7-flash-fast"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.4
        }
      },
      {
        id: "zai-org/GLM-5",
        name: "GLM-5",
        match: {
          or: [
            {
              equals: "zai-org/glm-5"
            },
            {
              equals: "zai-org/glm-5-fast"
            }
          ]
        },
        context_window: 202800,
        prices: {
          input_mtok: 1,
          output_mtok: 3.2
        }
      }
    ]
  },
  {
    id: "huggingface_nscale",
    name: "HuggingFace (nscale)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/nscale",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "nscale"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "Qwen/QwQ-32B",
        name: "QwQ-32B",
        match: {
          or: [
            {
              equals: "qwen/qwq-32b"
            },
            {
              equals: "qwen/qwq-32b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.2
        }
      },
      {
        id: "Qwen/Qwen2.5-Coder-32B-Instruct",
        name: "Qwen2.5-Coder-32B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-coder-32b-instruct"
            },
            {
              equals: "qwen/qwen2.5-coder-32b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.2
        }
      },
      {
        id: "Qwen/Qwen2.5-Coder-3B-Instruct",
        name: "Qwen2.5-Coder-3B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-coder-3b-instruct"
            },
            {
              equals: "qwen/qwen2.5-coder-3b-instruct-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.01,
          output_mtok: 0.03
        }
      },
      {
        id: "Qwen/Qwen2.5-Coder-7B-Instruct",
        name: "Qwen2.5-Coder-7B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-coder-7b-instruct"
            },
            {
              equals: "qwen/qwen2.5-coder-7b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.01,
          output_mtok: 0.03
        }
      },
      {
        id: "Qwen/Qwen3-14B",
        name: "Qwen3-14B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-14b"
            },
            {
              equals: "qwen/qwen3-14b-fast"
            }
          ]
        },
        context_window: 40960,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.2
        }
      },
      {
        id: "Qwen/Qwen3-235B-A22B",
        name: "Qwen3-235B-A22B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-235b-a22b"
            },
            {
              equals: "qwen/qwen3-235b-a22b-fast"
            },
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507"
            },
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507-fast"
            }
          ]
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "Qwen/Qwen3-32B",
        name: "Qwen3-32B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-32b"
            },
            {
              equals: "qwen/qwen3-32b-fast"
            }
          ]
        },
        context_window: 40960,
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.25
        }
      },
      {
        id: "Qwen/Qwen3-4B-Instruct-2507",
        name: "Qwen3-4B-Instruct-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-4b-instruct-2507"
            },
            {
              equals: "qwen/qwen3-4b-instruct-2507-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.01,
          output_mtok: 0.03
        }
      },
      {
        id: "Qwen/Qwen3-4B-Thinking-2507",
        name: "Qwen3-4B-Thinking-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-4b-thinking-2507"
            },
            {
              equals: "qwen/qwen3-4b-thinking-2507-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.01,
          output_mtok: 0.03
        }
      },
      {
        id: "Qwen/Qwen3-8B",
        name: "Qwen3-8B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-8b"
            },
            {
              equals: "qwen/qwen3-8b-fast"
            }
          ]
        },
        context_window: 40960,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.18
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-Distill-Llama-70B",
        name: "DeepSeek-R1-Distill-Llama-70B",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-distill-llama-70b"
            },
            {
              equals: "deepseek-ai/deepseek-r1-distill-llama-70b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.75,
          output_mtok: 0.75
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-Distill-Llama-8B",
        name: "DeepSeek-R1-Distill-Llama-8B",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-distill-llama-8b"
            },
            {
              equals: "deepseek-ai/deepseek-r1-distill-llama-8b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.05
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B",
        name: "DeepSeek-R1-Distill-Qwen-1.5B",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-distill-qwen-1.5b"
            },
            {
              equals: "deepseek-ai/deepseek-r1-distill-qwen-1.5b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-Distill-Qwen-32B",
        name: "DeepSeek-R1-Distill-Qwen-32B",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-distill-qwen-32b"
            },
            {
              equals: "deepseek-ai/deepseek-r1-distill-qwen-32b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B",
        name: "DeepSeek-R1-Distill-Qwen-7B",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-distill-qwen-7b"
            },
            {
              equals: "deepseek-ai/deepseek-r1-distill-qwen-7b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "meta-llama/Llama-3.1-8B-Instruct",
        name: "Llama-3.1-8B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.1-8b-instruct"
            },
            {
              equals: "meta-llama/llama-3.1-8b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.06
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.4,
          output_mtok: 0.4
        }
      },
      {
        id: "meta-llama/Llama-4-Scout-17B-16E-Instruct",
        name: "Llama-4-Scout-17B-16E-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-4-scout-17b-16e-instruct"
            },
            {
              equals: "meta-llama/llama-4-scout-17b-16e-instruct-fast"
            }
          ]
        },
        context_window: 89e4,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.29
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.4
        }
      },
      {
        id: "openai/gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-20b"
            },
            {
              equals: "openai/gpt-oss-20b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.2
        }
      }
    ]
  },
  {
    id: "huggingface_ovhcloud",
    name: "HuggingFace (ovhcloud)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/ovhcloud",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "ovhcloud"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "Qwen/Qwen2.5-VL-72B-Instruct",
        name: "Qwen2.5-VL-72B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-vl-72b-instruct"
            },
            {
              equals: "qwen/qwen2.5-vl-72b-instruct-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 1.01,
          output_mtok: 1.01
        }
      },
      {
        id: "Qwen/Qwen3-32B",
        name: "Qwen3-32B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-32b"
            },
            {
              equals: "qwen/qwen3-32b-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.25
        }
      },
      {
        id: "Qwen/Qwen3-Coder-30B-A3B-Instruct",
        name: "Qwen3-Coder-30B-A3B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-30b-a3b-instruct"
            },
            {
              equals: "qwen/qwen3-coder-30b-a3b-instruct-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.26
        }
      },
      {
        id: "meta-llama/Llama-3.1-8B-Instruct",
        name: "Llama-3.1-8B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.1-8b-instruct"
            },
            {
              equals: "meta-llama/llama-3.1-8b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.11,
          output_mtok: 0.11
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.74,
          output_mtok: 0.74
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.47
        }
      },
      {
        id: "openai/gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-20b"
            },
            {
              equals: "openai/gpt-oss-20b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.18
        }
      }
    ]
  },
  {
    id: "huggingface_publicai",
    name: "HuggingFace (publicai)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/publicai",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "publicai"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "aisingapore/Gemma-SEA-LION-v4-27B-IT",
        name: "Gemma-SEA-LION-v4-27B-IT",
        match: {
          or: [
            {
              equals: "aisingapore/gemma-sea-lion-v4-27b-it"
            },
            {
              equals: "aisingapore/gemma-sea-lion-v4-27b-it-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.4
        }
      },
      {
        id: "aisingapore/Qwen-SEA-LION-v4-32B-IT",
        name: "Qwen-SEA-LION-v4-32B-IT",
        match: {
          or: [
            {
              equals: "aisingapore/qwen-sea-lion-v4-32b-it"
            },
            {
              equals: "aisingapore/qwen-sea-lion-v4-32b-it-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.5
        }
      },
      {
        id: "allenai/Olmo-3-7B-Instruct",
        name: "Olmo-3-7B-Instruct",
        match: {
          or: [
            {
              equals: "allenai/olmo-3-7b-instruct"
            },
            {
              equals: "allenai/olmo-3-7b-instruct-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.2
        }
      },
      {
        id: "allenai/Olmo-3.1-32B-Instruct",
        name: "Olmo-3.1-32B-Instruct",
        match: {
          or: [
            {
              equals: "allenai/olmo-3.1-32b-instruct"
            },
            {
              equals: "allenai/olmo-3.1-32b-instruct-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "dicta-il/DictaLM-3.0-24B-Thinking",
        name: "DictaLM-3.0-24B-Thinking",
        match: {
          or: [
            {
              equals: "dicta-il/dictalm-3.0-24b-thinking"
            },
            {
              equals: "dicta-il/dictalm-3.0-24b-thinking-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.4
        }
      },
      {
        id: "swiss-ai/Apertus-70B-Instruct-2509",
        name: "Apertus-70B-Instruct-2509",
        match: {
          or: [
            {
              equals: "swiss-ai/apertus-70b-instruct-2509"
            },
            {
              equals: "swiss-ai/apertus-70b-instruct-2509-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.82,
          output_mtok: 2.92
        }
      },
      {
        id: "swiss-ai/Apertus-8B-Instruct-2509",
        name: "Apertus-8B-Instruct-2509",
        match: {
          or: [
            {
              equals: "swiss-ai/apertus-8b-instruct-2509"
            },
            {
              equals: "swiss-ai/apertus-8b-instruct-2509-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.2
        }
      },
      {
        id: "utter-project/EuroLLM-22B-Instruct-2512",
        name: "EuroLLM-22B-Instruct-2512",
        match: {
          or: [
            {
              equals: "utter-project/eurollm-22b-instruct-2512"
            },
            {
              equals: "utter-project/eurollm-22b-instruct-2512-fast"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.2
        }
      }
    ]
  },
  {
    id: "huggingface_sambanova",
    name: "HuggingFace (sambanova)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/sambanova",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "sambanova"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "Qwen/Qwen3-32B",
        name: "Qwen3-32B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-32b"
            },
            {
              equals: "qwen/qwen3-32b-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.4,
          output_mtok: 0.8
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-0528",
        name: "DeepSeek-R1-0528",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-0528"
            },
            {
              equals: "deepseek-ai/deepseek-r1-0528-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 5,
          output_mtok: 7
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1-Distill-Llama-70B",
        name: "DeepSeek-R1-Distill-Llama-70B",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1-distill-llama-70b"
            },
            {
              equals: "deepseek-ai/deepseek-r1-distill-llama-70b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.7,
          output_mtok: 1.4
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3-0324",
        name: "DeepSeek-V3-0324",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3-0324"
            },
            {
              equals: "deepseek-ai/deepseek-v3-0324-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 3,
          output_mtok: 4.5
        }
      },
      {
        id: "meta-llama/Llama-3.1-8B-Instruct",
        name: "Llama-3.1-8B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.1-8b-instruct"
            },
            {
              equals: "meta-llama/llama-3.1-8b-instruct-fast"
            }
          ]
        },
        context_window: 16384,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.2
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          output_mtok: 1.2
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.22,
          output_mtok: 0.59
        }
      },
      {
        id: "tokyotech-llm/Llama-3.3-Swallow-70B-Instruct-v0.4",
        name: "Llama-3.3-Swallow-70B-Instruct-v0.4",
        match: {
          or: [
            {
              equals: "tokyotech-llm/llama-3.3-swallow-70b-instruct-v0.4"
            },
            {
              equals: "tokyotech-llm/llama-3.3-swallow-70b-instruct-v0.4-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          output_mtok: 1.2
        }
      }
    ]
  },
  {
    id: "huggingface_together",
    name: "HuggingFace (together)",
    pricing_urls: ["https://router.huggingface.co/v1/models", "https://huggingface.co/inference/models"],
    api_pattern: "https://router\\.huggingface\\.co/together",
    provider_match: {
      and: [
        {
          contains: "huggingface"
        },
        {
          contains: "together"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "EssentialAI/rnj-1-instruct",
        name: "rnj-1-instruct",
        match: {
          or: [
            {
              equals: "essentialai/rnj-1-instruct"
            },
            {
              equals: "essentialai/rnj-1-instruct-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "Qwen/Qwen2.5-7B-Instruct",
        name: "Qwen2.5-7B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen2.5-7b-instruct"
            },
            {
              equals: "qwen/qwen2.5-7b-instruct-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "Qwen/Qwen3-235B-A22B-Instruct-2507",
        name: "Qwen3-235B-A22B-Instruct-2507",
        match: {
          or: [
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507"
            },
            {
              equals: "qwen/qwen3-235b-a22b-instruct-2507-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
        name: "Qwen3-Coder-480B-A35B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct"
            },
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct-fast"
            },
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct-fp8"
            },
            {
              equals: "qwen/qwen3-coder-480b-a35b-instruct-fp8-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 2,
          output_mtok: 2
        }
      },
      {
        id: "Qwen/Qwen3-Coder-Next-FP8",
        name: "Qwen3-Coder-Next-FP8",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-next-fp8"
            },
            {
              equals: "qwen/qwen3-coder-next-fp8-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.2
        }
      },
      {
        id: "Qwen/Qwen3-Next-80B-A3B-Instruct",
        name: "Qwen3-Next-80B-A3B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-next-80b-a3b-instruct"
            },
            {
              equals: "qwen/qwen3-next-80b-a3b-instruct-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.15,
          output_mtok: 1.5
        }
      },
      {
        id: "Qwen/Qwen3-VL-8B-Instruct",
        name: "Qwen3-VL-8B-Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-vl-8b-instruct"
            },
            {
              equals: "qwen/qwen3-vl-8b-instruct-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.18000000000000002,
          output_mtok: 0.68
        }
      },
      {
        id: "Qwen/Qwen3.5-397B-A17B",
        name: "Qwen3.5-397B-A17B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-397b-a17b"
            },
            {
              equals: "qwen/qwen3.5-397b-a17b-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          output_mtok: 3.6
        }
      },
      {
        id: "Qwen/Qwen3.5-9B",
        name: "Qwen3.5-9B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-9b"
            },
            {
              equals: "qwen/qwen3.5-9b-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.15
        }
      },
      {
        id: "ServiceNow-AI/Apriel-1.6-15b-Thinker",
        name: "Apriel-1.6-15b-Thinker",
        match: {
          or: [
            {
              equals: "servicenow-ai/apriel-1.6-15b-thinker"
            },
            {
              equals: "servicenow-ai/apriel-1.6-15b-thinker-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {}
      },
      {
        id: "deepcogito/cogito-671b-v2.1",
        name: "cogito-671b-v2.1",
        match: {
          or: [
            {
              equals: "deepcogito/cogito-671b-v2.1"
            },
            {
              equals: "deepcogito/cogito-671b-v2.1-fast"
            },
            {
              equals: "deepcogito/cogito-671b-v2.1-fp8"
            },
            {
              equals: "deepcogito/cogito-671b-v2.1-fp8-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 1.25,
          output_mtok: 1.25
        }
      },
      {
        id: "deepseek-ai/DeepSeek-R1",
        name: "DeepSeek-R1",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-r1"
            },
            {
              equals: "deepseek-ai/deepseek-r1-fast"
            },
            {
              equals: "deepseek-ai/deepseek-r1-0528"
            },
            {
              equals: "deepseek-ai/deepseek-r1-0528-fast"
            }
          ]
        },
        context_window: 163840,
        prices: {
          input_mtok: 3,
          output_mtok: 7
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3",
        name: "DeepSeek-V3",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3"
            },
            {
              equals: "deepseek-ai/deepseek-v3-fast"
            },
            {
              equals: "deepseek-ai/deepseek-v3-0324"
            },
            {
              equals: "deepseek-ai/deepseek-v3-0324-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 1.25,
          output_mtok: 1.25
        }
      },
      {
        id: "deepseek-ai/DeepSeek-V3.1",
        name: "DeepSeek-V3.1",
        match: {
          or: [
            {
              equals: "deepseek-ai/deepseek-v3.1"
            },
            {
              equals: "deepseek-ai/deepseek-v3.1-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          output_mtok: 1.7
        }
      },
      {
        id: "google/gemma-3n-E4B-it",
        name: "gemma-3n-E4B-it",
        match: {
          or: [
            {
              equals: "google/gemma-3n-e4b-it"
            },
            {
              equals: "google/gemma-3n-e4b-it-fast"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.04
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct",
        name: "Llama-3.3-70B-Instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.3-70b-instruct"
            },
            {
              equals: "meta-llama/llama-3.3-70b-instruct-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.88,
          output_mtok: 0.88
        }
      },
      {
        id: "meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8",
        name: "Llama-4-Maverick-17B-128E-Instruct-FP8",
        match: {
          or: [
            {
              equals: "meta-llama/llama-4-maverick-17b-128e-instruct-fp8"
            },
            {
              equals: "meta-llama/llama-4-maverick-17b-128e-instruct-fp8-fast"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.27,
          output_mtok: 0.85
        }
      },
      {
        id: "moonshotai/Kimi-K2.5",
        name: "Kimi-K2.5",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2.5"
            },
            {
              equals: "moonshotai/kimi-k2.5-fast"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.5,
          output_mtok: 2.8
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-120b"
            },
            {
              equals: "openai/gpt-oss-120b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "openai/gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          or: [
            {
              equals: "openai/gpt-oss-20b"
            },
            {
              equals: "openai/gpt-oss-20b-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.2
        }
      },
      {
        id: "zai-org/GLM-4.5-Air-FP8",
        name: "GLM-4.5-Air-FP8",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.5-air-fp8"
            },
            {
              equals: "zai-org/glm-4.5-air-fp8-fast"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.1
        }
      },
      {
        id: "zai-org/GLM-4.6",
        name: "GLM-4.6",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.6"
            },
            {
              equals: "zai-org/glm-4.6-fast"
            }
          ]
        },
        context_window: 202752,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.2
        }
      },
      {
        id: "zai-org/GLM-4.7-FP8",
        name: "GLM-4.7-FP8",
        match: {
          or: [
            {
              equals: "zai-org/glm-4.7-fp8"
            },
            {
              equals: "zai-org/glm-4.7-fp8-fast"
            }
          ]
        },
        context_window: 202752,
        prices: {
          input_mtok: 0.45,
          output_mtok: 2
        }
      },
      {
        id: "zai-org/GLM-5",
        name: "GLM-5",
        match: {
          or: [
            {
              equals: "zai-org/glm-5"
            },
            {
              equals: "zai-org/glm-5-fast"
            }
          ]
        },
        context_window: 202752,
        prices: {
          input_mtok: 1,
          output_mtok: 3.2
        }
      }
    ]
  },
  {
    id: "minimax",
    name: "MiniMax",
    pricing_urls: ["https://platform.minimax.io/docs/guides/pricing-paygo"],
    api_pattern: "https://api\\.minimax(i)?\\.(?:com|io)",
    price_comments: "Prices sourced from MiniMax international platform USD pricing (platform.minimax.io, May 2026). M2.1, M2.1-highspeed, and M2 are legacy models; prices inferred from CNY pricing at the equivalent 7.00 CNY/USD rate used by the international platform for current models.",
    model_match: {
      or: [
        {
          starts_with: "MiniMax-M"
        },
        {
          starts_with: "minimax-m"
        },
        {
          equals: "minimax-01"
        },
        {
          equals: "M2-her"
        },
        {
          equals: "m2-her"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cache_creation_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: "cache_creation_input_tokens",
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: "cache_read_input_tokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "responses",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "M2-her",
        name: "MiniMax M2-her",
        description: "MiniMax M2-her, a text dialogue model optimized for role-playing and multi-turn conversations. 64,000 token context window. No cache support.",
        match: {
          or: [
            {
              equals: "M2-her"
            },
            {
              equals: "m2-her"
            }
          ]
        },
        context_window: 64e3,
        prices: {
          input_mtok: 0.3,
          output_mtok: 1.2
        }
      },
      {
        id: "MiniMax-M2",
        name: "MiniMax M2",
        description: "MiniMax M2 (legacy), a multimodal language model with 204,800 token context window. Supports agentic capabilities and advanced reasoning.",
        match: {
          or: [
            {
              equals: "MiniMax-M2"
            },
            {
              equals: "minimax-m2"
            },
            {
              equals: "MiniMax-M2.1"
            },
            {
              equals: "minimax-m2.1"
            },
            {
              equals: "MiniMax-M2.5"
            },
            {
              equals: "minimax-m2.5"
            }
          ]
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.3,
          cache_write_mtok: 0.375,
          cache_read_mtok: 0.03,
          output_mtok: 1.2
        }
      },
      {
        id: "MiniMax-M2.1-highspeed",
        name: "MiniMax M2.1 Highspeed",
        description: "MiniMax M2.1 highspeed variant (legacy) with higher throughput.",
        match: {
          or: [
            {
              contains: "M2.1-highspeed"
            },
            {
              contains: "m2.1-highspeed"
            }
          ]
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.6,
          cache_write_mtok: 0.375,
          cache_read_mtok: 0.03,
          output_mtok: 2.4
        }
      },
      {
        id: "MiniMax-M2.5-highspeed",
        name: "MiniMax M2.5 Highspeed",
        description: "MiniMax M2.5 highspeed variant with higher throughput.",
        match: {
          or: [
            {
              contains: "M2.5-highspeed"
            },
            {
              contains: "m2.5-highspeed"
            }
          ]
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.6,
          cache_write_mtok: 0.375,
          cache_read_mtok: 0.03,
          output_mtok: 2.4
        }
      },
      {
        id: "MiniMax-M2.7",
        name: "MiniMax M2.7",
        description: "MiniMax M2.7, a multimodal language model with 204,800 token context window. Achieves top performance in real-world engineering, office productivity, and character-rich interaction.",
        match: {
          or: [
            {
              equals: "MiniMax-M2.7"
            },
            {
              equals: "minimax-m2.7"
            }
          ]
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.3,
          cache_write_mtok: 0.375,
          cache_read_mtok: 0.06,
          output_mtok: 1.2
        }
      },
      {
        id: "MiniMax-M2.7-highspeed",
        name: "MiniMax M2.7 Highspeed",
        description: "MiniMax M2.7 highspeed variant with higher throughput.",
        match: {
          or: [
            {
              contains: "M2.7-highspeed"
            },
            {
              contains: "m2.7-highspeed"
            }
          ]
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.6,
          cache_write_mtok: 0.375,
          cache_read_mtok: 0.06,
          output_mtok: 2.4
        }
      },
      {
        id: "minimax-01",
        name: "MiniMax-01",
        description: "MiniMax-01 combines MiniMax-Text-01 for text generation and MiniMax-VL-01 for image understanding.",
        match: {
          equals: "minimax-01"
        },
        context_window: 1000192,
        price_comments: "Imported from OpenRouter pricing; verify against MiniMax pricing when native API pricing is published.",
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.1
        }
      },
      {
        id: "minimax-m1",
        name: "MiniMax M1",
        description: 'MiniMax-M1 is a large-scale, open-weight reasoning model designed for extended context and high-efficiency inference. It leverages a hybrid Mixture-of-Experts (MoE) architecture paired with a custom "lightning attention" mechanism, allowing efficient long-context processing.',
        match: {
          equals: "minimax-m1"
        },
        price_comments: "Imported from OpenRouter pricing; verify against MiniMax pricing when native API pricing is published.",
        prices: {
          input_mtok: 0.4,
          output_mtok: 2.2
        }
      },
      {
        id: "minimax-m3",
        name: "MiniMax M3",
        description: "MiniMax-M3 is a multimodal foundation model from MiniMax. It supports text, image, and video inputs with text output, a 1M-token context window, and long-horizon agentic work.",
        match: {
          equals: "minimax-m3"
        },
        context_window: 1e6,
        price_comments: `Prices from MiniMax pay-as-you-go page (https://platform.minimax.io/docs/guides/pricing-paygo, 2026-07-01), standard service tier "Permanent 50% off" effective rate. Inputs over 512K tokens bill at 2x per MiniMax's length-based tiering.`,
        prices: {
          input_mtok: {
            base: 0.3,
            tiers: [
              {
                start: 512e3,
                price: 0.6
              }
            ]
          },
          cache_read_mtok: {
            base: 0.06,
            tiers: [
              {
                start: 512e3,
                price: 0.12
              }
            ]
          },
          output_mtok: {
            base: 1.2,
            tiers: [
              {
                start: 512e3,
                price: 2.4
              }
            ]
          }
        }
      }
    ]
  },
  {
    id: "mistral",
    name: "Mistral",
    pricing_urls: ["https://mistral.ai/pricing/api"],
    api_pattern: "https://api\\.mistral\\.ai",
    model_match: {
      regex: "^(?![^/]+/)(?:labs-)?(?:(?:mi|code|dev|magi|mini)stral|mixtral|pixtral|voxtral|open-(?:mistral|mixtral))"
    },
    provider_match: {
      starts_with: "mistral"
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "ocr",
        root: "usage_info",
        model_path: "model",
        mappings: [
          {
            path: "pages_processed",
            dest: "input_document_pages",
            required: !0
          }
        ]
      },
      {
        api_flavor: "ocr_annotated",
        root: "usage_info",
        model_path: "model",
        mappings: [
          {
            path: "pages_processed",
            dest: "input_document_pages",
            required: !0
          },
          {
            path: "pages_processed",
            dest: "input_annotated_document_pages",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "codestral",
        name: "Codestral",
        description: "Mistral's cutting-edge language model for coding. Codestral specializes in low-latency, high-frequency tasks such as fill-in-the-middle (FIM), code correction and test generation.",
        match: {
          or: [
            {
              equals: "codestral-latest"
            },
            {
              equals: "codestral-2501"
            }
          ]
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.9
        }
      },
      {
        id: "codestral-2508",
        name: "Codestral 2508",
        description: "Mistral's cutting-edge language model for coding released end of July 2025. Codestral specializes in low-latency, high-frequency tasks such as fill-in-the-middle (FIM), code correction and test generation.",
        match: {
          equals: "codestral-2508"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.03,
          output_mtok: 0.9
        }
      },
      {
        id: "devstral-2512",
        name: "Devstral 2 2512",
        description: "Devstral 2 is a state-of-the-art open-source model by Mistral AI specializing in agentic coding. It is a 123B-parameter dense transformer model supporting a 256K context window.",
        match: {
          equals: "devstral-2512"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.04,
          output_mtok: 2
        }
      },
      {
        id: "devstral-small",
        name: "Devstral Small",
        description: "Devstral-Small-2505 is a 24B parameter agentic LLM fine-tuned from Mistral-Small-3.1, jointly developed by Mistral AI and All Hands AI for advanced software engineering tasks. It is optimized for codebase exploration, multi-file editing, and integration into coding agents, achieving state-of-the-art results on SWE-Bench Verified (46.8%).",
        match: {
          or: [
            {
              equals: "devstral-small"
            },
            {
              equals: "devstral-small-2505"
            },
            {
              equals: "devstral-small-2507"
            },
            {
              equals: "devstral-small-latest"
            },
            {
              equals: "labs-devstral-small-2512"
            }
          ]
        },
        price_comments: "The previous $0.06/$0.12 rates were not Mistral's; every Devstral Small generation is documented at $0.10/$0.30. Ref: https://github.com/mistralai/platform-docs-public/tree/main/src/schema/models/models (devstral-small-*.ts)",
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        },
        deprecated: !0
      },
      {
        id: "devstral-small:free",
        name: "Devstral Small (free)",
        description: "Devstral-Small-2505 is a 24B parameter agentic LLM fine-tuned from Mistral-Small-3.1, jointly developed by Mistral AI and All Hands AI for advanced software engineering tasks. It is optimized for codebase exploration, multi-file editing, and integration into coding agents, achieving state-of-the-art results on SWE-Bench Verified (46.8%).",
        match: {
          equals: "devstral-small:free"
        },
        prices: {}
      },
      {
        id: "magistral-medium",
        name: "Magistral Medium",
        description: "Magistral is Mistral's first reasoning model. It is ideal for general purpose use requiring longer thought processing and better accuracy than with non-reasoning LLMs. From legal research and financial forecasting to software development and creative storytelling — this model solves multi-step challenges where transparency and precision are critical.",
        match: {
          or: [
            {
              starts_with: "magistral-medium"
            }
          ]
        },
        prices: {
          input_mtok: 2,
          output_mtok: 5
        }
      },
      {
        id: "magistral-small",
        name: "Magistral Small",
        description: "Magistral Small is a 24B parameter instruction-tuned model based on Mistral-Small-3.1 (2503), enhanced through supervised fine-tuning on traces from Magistral Medium and further refined via reinforcement learning. It is optimized for reasoning and supports a wide multilingual range, including over 20 languages.",
        match: {
          starts_with: "magistral-small-"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "ministral-14b-2512",
        name: "Ministral 3 14B 2512",
        description: "The largest model in the Ministral 3 family, Ministral 3 14B offers frontier capabilities and performance comparable to its larger Mistral Small 3.2 24B counterpart.",
        match: {
          equals: "ministral-14b-2512"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.02,
          output_mtok: 0.2
        }
      },
      {
        id: "ministral-3b",
        name: "Ministral 3B",
        description: "Ministral 3B is a 3B parameter model optimized for on-device and edge computing. It excels in knowledge, commonsense reasoning, and function-calling, outperforming larger models like Mistral 7B on most benchmarks. Supporting up to 128k context length, it's ideal for orchestrating agentic workflows and specialist tasks with efficient inference.",
        match: {
          equals: "ministral-3b"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "ministral-3b-2512",
        name: "Ministral 3 3B 2512",
        description: "The smallest model in the Ministral 3 family, Ministral 3 3B is a powerful, efficient tiny language model with vision capabilities.",
        match: {
          equals: "ministral-3b-2512"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          cache_read_mtok: 0.01,
          output_mtok: 0.1
        }
      },
      {
        id: "ministral-8b",
        name: "Ministral 8B 24.10",
        description: "Ministral 8B is an 8B parameter model featuring a unique interleaved sliding-window attention pattern for faster, memory-efficient inference. Designed for edge use cases, it supports up to 128k context length and excels in knowledge and reasoning tasks. It outperforms peers in the sub-10B category, making it perfect for low-latency, privacy-first applications.",
        match: {
          or: [
            {
              equals: "ministral-8b"
            },
            {
              equals: "ministral-8b-2410"
            }
          ]
        },
        price_comments: "The previous $1 output price was incorrect; Mistral documented $0.10 from launch. Ref: https://github.com/mistralai/platform-docs-public/blob/4422b455194a/src/schema/models/models/ministral-8b-24-1.ts",
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "ministral-8b-2512",
        name: "Ministral 3 8B 2512",
        description: "Ministral 3 8B is an efficient text and vision model for edge deployment.",
        match: {
          equals: "ministral-8b-2512"
        },
        context_window: 262144,
        price_comments: "Ref: https://mistral.ai/pricing/api",
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.015,
          output_mtok: 0.15
        }
      },
      {
        id: "ministral-8b-latest",
        name: "Ministral 8B Latest",
        match: {
          equals: "ministral-8b-latest"
        },
        price_comments: "The latest alias moved from Ministral 8B 24.10 to Ministral 3 8B on 2025-12-02. Ref: https://github.com/mistralai/platform-docs-public/commit/4975b09514f95978cfeeea814562000348548107",
        prices: [
          {
            prices: {
              input_mtok: 0.1,
              output_mtok: 0.1
            }
          },
          {
            constraint: {
              start_date: "2025-12-02",
              type: "start_date"
            },
            prices: {
              input_mtok: 0.15,
              cache_read_mtok: 0.015,
              output_mtok: 0.15
            }
          }
        ]
      },
      {
        id: "mistral-7b",
        name: "Mistral 7B",
        match: {
          or: [
            {
              equals: "mistral-7b"
            },
            {
              equals: "open-mistral-7b"
            }
          ]
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.25
        }
      },
      {
        id: "mistral-embed",
        match: {
          equals: "mistral-embed"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "mistral-large",
        name: "Mistral Large",
        description: "This is Mistral AI's flagship model, Mistral Large 2 (version `mistral-large-2407`). It's a proprietary weights-available model and excels at reasoning, code, JSON, chat, and more. Read the launch announcement here.",
        match: {
          or: [
            {
              equals: "mistral-large"
            },
            {
              equals: "mistral-large-latest"
            },
            {
              equals: "mistral-large-2407"
            },
            {
              equals: "mistral-large-2411"
            }
          ]
        },
        prices: {
          input_mtok: 2,
          output_mtok: 6
        }
      },
      {
        id: "mistral-large-2512",
        name: "Mistral Large 3 2512",
        description: "Mistral Large 3 2512 is Mistral's most capable model to date, featuring a sparse mixture-of-experts architecture with 41B active parameters (675B total), and released under the Apache 2.0 license.",
        match: {
          equals: "mistral-large-2512"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.5,
          cache_read_mtok: 0.05,
          output_mtok: 1.5
        }
      },
      {
        id: "mistral-medium-2312",
        name: "Mistral Medium 1",
        description: "Mistral's first enterprise-grade model, released in December 2023.",
        match: {
          equals: "mistral-medium-2312"
        },
        price_comments: "Retired on 2025-06-16; retained for historical usage records at its original $2.70/$8.10 per MTok rates. Ref: https://github.com/mistralai/platform-docs-public/blob/222f4ba9114f84ce9f2d718b9a12fbac1e527f4b/src/schema/models/models/mistral-medium-1-0-23-12.ts",
        prices: {
          input_mtok: 2.7,
          output_mtok: 8.1
        }
      },
      {
        id: "mistral-medium-3-1",
        name: "Mistral Medium 3 and 3.1",
        description: "Mistral Medium 3 is a high-performance enterprise-grade language model designed to deliver frontier-level capabilities at significantly reduced operational cost. It balances state-of-the-art reasoning and multimodal performance with 8× lower cost compared to traditional large models, making it suitable for scalable deployments across professional and industrial use cases.",
        match: {
          or: [
            {
              equals: "mistral-medium"
            },
            {
              equals: "mistral-medium-2505"
            },
            {
              equals: "mistral-medium-2508"
            }
          ]
        },
        price_comments: "Mistral Medium 3 and 3.1 retain their original $0.40/$2 per MTok rates. Ref: https://github.com/mistralai/platform-docs-public/blob/222f4ba9114f84ce9f2d718b9a12fbac1e527f4b/src/schema/models/models/mistral-medium-3-1-25-08.ts",
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.04,
          output_mtok: 2
        }
      },
      {
        id: "mistral-medium-3-5",
        name: "Mistral Medium 3.5",
        description: "Mistral Medium 3.5 is a frontier-class multimodal model optimized for agentic and coding use cases.",
        match: {
          or: [
            {
              equals: "mistral-medium-3.5"
            },
            {
              equals: "mistral-medium-3-5"
            },
            {
              equals: "mistral-medium-3"
            }
          ]
        },
        context_window: 262144,
        price_comments: "Ref: https://mistral.ai/pricing/api",
        prices: {
          input_mtok: 1.5,
          cache_read_mtok: 0.15,
          output_mtok: 7.5
        }
      },
      {
        id: "mistral-medium-latest",
        name: "Mistral Medium Latest",
        match: {
          equals: "mistral-medium-latest"
        },
        price_comments: "The latest alias moved from Mistral Medium 3.1 to Mistral Medium 3.5 on 2026-06-16. Ref: https://github.com/mistralai/platform-docs-public/commit/cc58c1186b1ca8ad65658f5dfd3ebd29de778c7f",
        prices: [
          {
            prices: {
              input_mtok: 0.4,
              cache_read_mtok: 0.04,
              output_mtok: 2
            }
          },
          {
            constraint: {
              start_date: "2026-06-16",
              type: "start_date"
            },
            prices: {
              input_mtok: 1.5,
              cache_read_mtok: 0.15,
              output_mtok: 7.5
            }
          }
        ]
      },
      {
        id: "mistral-nemo",
        name: "Mistral NeMo",
        description: "A 12B parameter model with a 128k token context length built by Mistral in collaboration with NVIDIA.",
        match: {
          or: [
            {
              equals: "mistral-nemo"
            },
            {
              equals: "open-mistral-nemo"
            }
          ]
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "mistral-nemo:free",
        name: "Mistral Nemo (free)",
        description: "A 12B parameter model with a 128k token context length built by Mistral in collaboration with NVIDIA.",
        match: {
          equals: "mistral-nemo:free"
        },
        prices: {}
      },
      {
        id: "mistral-ocr-2503",
        name: "Mistral OCR",
        match: {
          or: [
            {
              equals: "mistral-ocr-2503"
            },
            {
              equals: "mistral-ocr-2503-completion"
            }
          ]
        },
        price_comments: "Mistral launched OCR at 1,000 pages per US dollar: https://mistral.ai/news/mistral-ocr/",
        prices: {
          input_document_kpages: 1
        },
        deprecated: !0
      },
      {
        id: "mistral-ocr-2505",
        name: "Mistral OCR 2",
        match: {
          or: [
            {
              equals: "mistral-ocr-2505"
            },
            {
              equals: "mistral-ocr-2505-completion"
            }
          ]
        },
        price_comments: "OCR 2 retained the original OCR page price and introduced structured annotations on May 22, 2025: https://docs.mistral.ai/resources/changelogs",
        prices: {
          input_document_kpages: 1,
          input_annotated_document_kpages: 3
        },
        deprecated: !0
      },
      {
        id: "mistral-ocr-2512",
        name: "Mistral OCR 3",
        match: {
          or: [
            {
              equals: "mistral-ocr-2512"
            },
            {
              equals: "mistral-ocr-2512-completion"
            }
          ]
        },
        context_window: 16384,
        price_comments: "https://docs.mistral.ai/models/ocr-3-25-12",
        prices: {
          input_document_kpages: 2,
          input_annotated_document_kpages: 3
        }
      },
      {
        id: "mistral-ocr-4-0",
        name: "Mistral OCR 4.0",
        match: {
          or: [
            {
              equals: "mistral-ocr-4-0"
            },
            {
              equals: "mistral-ocr-4-0-completion"
            }
          ]
        },
        context_window: 16384,
        price_comments: "https://docs.mistral.ai/models/ocr-4-0",
        prices: {
          input_document_kpages: 4,
          input_annotated_document_kpages: 5
        }
      },
      {
        id: "mistral-ocr-4-1",
        name: "Mistral OCR 4.1",
        match: {
          or: [
            {
              equals: "mistral-ocr-4"
            },
            {
              equals: "mistral-ocr-4-completion"
            },
            {
              equals: "mistral-ocr-4-1"
            },
            {
              equals: "mistral-ocr-4-1-completion"
            }
          ]
        },
        context_window: 16384,
        price_comments: "https://docs.mistral.ai/models/ocr-4-1",
        prices: {
          input_document_kpages: 4,
          input_annotated_document_kpages: 5
        }
      },
      {
        id: "mistral-ocr-latest",
        name: "Mistral OCR Latest",
        match: {
          or: [
            {
              equals: "mistral-ocr-latest"
            },
            {
              equals: "mistral-ocr-latest-completion"
            }
          ]
        },
        price_comments: "The latest alias moved to OCR 3 on December 18, 2025, OCR 4.0 on June 23, 2026, and OCR 4.1 on July 16, 2026. OCR 4.1 kept the OCR 4.0 rates: https://docs.mistral.ai/resources/changelogs",
        prices: [
          {
            prices: {
              input_document_kpages: 1
            }
          },
          {
            constraint: {
              start_date: "2025-05-22",
              type: "start_date"
            },
            prices: {
              input_document_kpages: 1,
              input_annotated_document_kpages: 3
            }
          },
          {
            constraint: {
              start_date: "2025-12-18",
              type: "start_date"
            },
            prices: {
              input_document_kpages: 2,
              input_annotated_document_kpages: 3
            }
          },
          {
            constraint: {
              start_date: "2026-06-23",
              type: "start_date"
            },
            prices: {
              input_document_kpages: 4,
              input_annotated_document_kpages: 5
            }
          }
        ]
      },
      {
        id: "mistral-saba",
        name: "Mistral Saba",
        description: "Mistral Saba is a 24B-parameter language model specifically designed for the Middle East and South Asia, delivering accurate and contextually relevant responses while maintaining efficient performance. Trained on curated regional datasets, it supports multiple Indian-origin languages—including Tamil and Malayalam—alongside Arabic. This makes it a versatile option for a range of regional and multilingual applications. Read more at the blog post here",
        match: {
          or: [
            {
              equals: "mistral-saba"
            },
            {
              equals: "mistral-saba-latest"
            }
          ]
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "mistral-small-24b-instruct-2501",
        name: "Mistral Small 3",
        description: "Mistral Small 3 is a 24B-parameter language model optimized for low-latency performance across common AI tasks. Released under the Apache 2.0 license, it features both pre-trained and instruction-tuned versions designed for efficient local deployment.",
        match: {
          equals: "mistral-small-24b-instruct-2501"
        },
        price_comments: "Can't find pricing on this model, so just trusting open router",
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.08
        }
      },
      {
        id: "mistral-small-24b-instruct-2501:free",
        name: "Mistral Small 3 (free)",
        description: "Mistral Small 3 is a 24B-parameter language model optimized for low-latency performance across common AI tasks. Released under the Apache 2.0 license, it features both pre-trained and instruction-tuned versions designed for efficient local deployment.",
        match: {
          equals: "mistral-small-24b-instruct-2501:free"
        },
        prices: {}
      },
      {
        id: "mistral-small-2603",
        name: "Mistral Small 4",
        description: "Mistral Small 4 is the next major release in the Mistral Small family, unifying the capabilities of several flagship Mistral models into a single system.",
        match: {
          equals: "mistral-small-2603"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.015,
          output_mtok: 0.6
        }
      },
      {
        id: "mistral-small-3.1-24b-instruct",
        name: "Mistral Small 3.1 24B",
        description: "Mistral Small 3.1 24B Instruct is an upgraded variant of Mistral Small 3 (2501), featuring 24 billion parameters with advanced multimodal capabilities.",
        match: {
          equals: "mistral-small-3.1-24b-instruct"
        },
        price_comments: "Imported from OpenRouter pricing; verify against Mistral pricing when native API pricing is published.",
        prices: {
          input_mtok: 0.351,
          output_mtok: 0.555
        }
      },
      {
        id: "mistral-small-3.2-24b-instruct",
        name: "Mistral Small 3.2 24B",
        description: "Mistral-Small-3.2-24B-Instruct-2506 is an updated 24B parameter model from Mistral optimized for instruction following, repetition reduction, and improved function calling.",
        match: {
          equals: "mistral-small-3.2-24b-instruct"
        },
        price_comments: "Imported from OpenRouter pricing; verify against Mistral pricing when native API pricing is published.",
        prices: {
          input_mtok: 0.075,
          output_mtok: 0.2
        }
      },
      {
        id: "mistral-small-latest",
        name: "Mistral Small 3.2",
        description: "SOTA. Multimodal. Multilingual. Apache 2.0.",
        match: {
          equals: "mistral-small-latest"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "mistral-tiny",
        name: "Mistral Tiny",
        description: "Note: This model is being deprecated. Recommended replacement is the newer Ministral 8B",
        match: {
          equals: "mistral-tiny"
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.25
        },
        deprecated: !0
      },
      {
        id: "mixtral-8x22b-instruct",
        name: "Mixtral 8x22B Instruct",
        description: `Mistral's official instruct fine-tuned version of Mixtral 8x22B. It uses 39B active parameters out of 141B, offering unparalleled cost efficiency for its size. Its strengths include:
- strong math, coding, and reasoning
- large context length (64k)
- fluency in English, French, Italian, German, and Spanish`,
        match: {
          equals: "mixtral-8x22b-instruct"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "mixtral-8x7b",
        name: "Mixtral 8x7B",
        match: {
          or: [
            {
              starts_with: "mixtral-8x7b"
            },
            {
              equals: "open-mixtral-8x7b"
            }
          ]
        },
        prices: {
          input_mtok: 0.7,
          output_mtok: 0.7
        }
      },
      {
        id: "pixtral-12b",
        name: "Pixtral 12B",
        description: "The first multi-modal, text+image-to-text model from Mistral AI. Its weights were launched via torrent: https://x.com/mistralai/status/1833758285167722836.",
        match: {
          or: [
            {
              equals: "pixtral-12b"
            },
            {
              equals: "pixtral-12b-latest"
            }
          ]
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "pixtral-large",
        name: "Pixtral Large 2411",
        description: "Pixtral Large is a 124B parameter, open-weight, multimodal model built on top of Mistral Large 2. The model is able to understand documents, charts and natural images.",
        match: {
          or: [
            {
              equals: "pixtral-large-latest"
            },
            {
              equals: "pixtral-large-2411"
            }
          ]
        },
        prices: {
          input_mtok: 2,
          output_mtok: 6
        }
      },
      {
        id: "voxtral-mini-2602",
        name: "Voxtral Mini Transcribe 2",
        match: {
          or: [
            {
              equals: "voxtral-mini-latest"
            },
            {
              equals: "voxtral-mini-2602"
            }
          ]
        },
        context_window: 16384,
        price_comments: "See https://docs.mistral.ai/models/voxtral-mini-transcribe-26-02.",
        prices: {
          audio_hours: 0.18,
          input_audio_hours: 0.18
        }
      },
      {
        id: "voxtral-small-24b-2507",
        name: "Voxtral Small 24B 2507",
        description: "Voxtral Small is an enhancement of Mistral Small 3, incorporating state-of-the-art audio input capabilities while retaining best-in-class text performance. It excels at speech transcription, translation and audio understanding.",
        match: {
          or: [
            {
              equals: "voxtral-small-24b-2507"
            },
            {
              equals: "voxtral-small-2507"
            },
            {
              equals: "voxtral-small-latest"
            }
          ]
        },
        context_window: 32768,
        price_comments: "Mistral raised output pricing from $0.30 to $0.40 per MTok on 2026-08-11. Ref: https://github.com/mistralai/platform-docs-public/commit/1996c3f1eca754d02436a37fcc899440794a18a5",
        prices: [
          {
            prices: {
              input_mtok: 0.1,
              cache_read_mtok: 0.01,
              output_mtok: 0.3
            }
          },
          {
            constraint: {
              start_date: "2026-08-11",
              type: "start_date"
            },
            prices: {
              input_mtok: 0.1,
              cache_read_mtok: 0.01,
              output_mtok: 0.4
            }
          }
        ]
      }
    ]
  },
  {
    id: "modal",
    name: "Modal",
    pricing_urls: ["https://modal.com/library"],
    api_pattern: "https://[^/]+\\.modal\\.(?:run|direct)(?:/|$)",
    provider_match: {
      contains: "modal"
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: "reasoning_tokens",
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "responses",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["input_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["output_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "moonshotai/Kimi-K3",
        name: "Kimi K3",
        description: "Moonshot AI's 2.8-trillion-parameter multimodal reasoning model, served by Modal as a Shared Endpoint.",
        match: {
          equals: "moonshotai/Kimi-K3"
        },
        context_window: 1048576,
        price_comments: "Modal Shared Endpoint pricing. Reasoning tokens use the same $15/MTok rate as completion tokens. See https://modal.com/library/moonshot/kimi-k3.",
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "thinkingmachines/Inkling-NVFP4",
        name: "Inkling NVFP4",
        description: "Thinking Machines Lab's reasoning model, served by Modal as a Shared Endpoint.",
        match: {
          equals: "thinkingmachines/Inkling-NVFP4"
        },
        price_comments: "Modal Shared Endpoint dashboard pricing. Reasoning tokens use the same $5/MTok rate as completion tokens.",
        prices: {
          input_mtok: 1.2,
          cache_read_mtok: 0.27,
          output_mtok: 5
        }
      }
    ]
  },
  {
    id: "moonshotai",
    name: "MoonshotAi",
    pricing_urls: [
      "https://platform.kimi.ai/docs/models.md",
      "https://platform.kimi.ai/docs/pricing/chat-k3.md",
      "https://platform.kimi.ai/docs/pricing/chat-k27-code.md",
      "https://platform.kimi.ai/docs/pricing/chat-k26.md",
      "https://platform.kimi.ai/docs/pricing/chat-k25.md",
      "https://platform.kimi.ai/docs/pricing/chat-v1.md"
    ],
    api_pattern: "https://api\\.moonshot\\.",
    model_match: {
      or: [
        {
          starts_with: "kimi"
        },
        {
          starts_with: "moonshot"
        }
      ]
    },
    provider_match: {
      contains: "moonshot"
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "kimi-k2",
        name: "Kimi K2 0711",
        description: "Kimi K2 Instruct is a large-scale Mixture-of-Experts (MoE) language model developed by Moonshot AI, featuring 1 trillion total parameters with 32 billion active per forward pass.",
        match: {
          equals: "kimi-k2"
        },
        prices: {
          input_mtok: 0.57,
          output_mtok: 2.3
        },
        deprecated: !0
      },
      {
        id: "kimi-k2-0711-preview",
        name: "Kimi K2 0711 Preview",
        description: "MoE foundation model with exceptional coding and agent capabilities, featuring 1 trillion total parameters and 32 billion activated parameters.",
        match: {
          equals: "kimi-k2-0711-preview"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.15,
          output_mtok: 2.5
        },
        deprecated: !0
      },
      {
        id: "kimi-k2-0905-preview",
        name: "Kimi K2 0905 Preview",
        description: "Based on kimi-k2-0711-preview, with enhanced agentic coding abilities, improved frontend code quality and practicality, and better context understanding. MoE foundation model with 1 trillion total parameters and 32 billion activated parameters.",
        match: {
          equals: "kimi-k2-0905-preview"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.15,
          output_mtok: 2.5
        },
        deprecated: !0
      },
      {
        id: "kimi-k2-thinking",
        name: "Kimi K2 Thinking",
        description: "A thinking model with general agentic and reasoning capabilities, specializing in deep reasoning tasks.",
        match: {
          equals: "kimi-k2-thinking"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.15,
          output_mtok: 2.5
        },
        deprecated: !0
      },
      {
        id: "kimi-k2-thinking-turbo",
        name: "Kimi K2 Thinking Turbo",
        description: "High-speed version of kimi-k2-thinking, suitable for scenarios requiring both deep reasoning and extremely fast responses.",
        match: {
          equals: "kimi-k2-thinking-turbo"
        },
        context_window: 262144,
        prices: {
          input_mtok: 1.15,
          cache_read_mtok: 0.15,
          output_mtok: 8
        },
        deprecated: !0
      },
      {
        id: "kimi-k2-turbo-preview",
        name: "Kimi K2 Turbo Preview",
        description: "High-speed version of kimi-k2, always aligned with the latest kimi-k2. Same model parameters as kimi-k2, output speed up to 60 tokens/sec (max 100 tokens/sec).",
        match: {
          starts_with: "kimi-k2-turbo"
        },
        context_window: 262144,
        prices: {
          input_mtok: 1.15,
          cache_read_mtok: 0.15,
          output_mtok: 8
        },
        deprecated: !0
      },
      {
        id: "kimi-k2.5",
        name: "Kimi K2.5",
        description: "Kimi's most versatile model featuring a native multimodal architecture that supports both visual and text input, thinking and non-thinking modes, and dialogue and agent tasks. Supports automatic context caching, ToolCalls, JSON Mode, Partial Mode, and internet search.",
        match: {
          starts_with: "kimi-k2.5"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.1,
          output_mtok: 3
        }
      },
      {
        id: "kimi-k2.6",
        name: "Kimi K2.6",
        description: "Kimi's most capable model with enhanced long-context coding stability, improved instruction compliance and self-correction capabilities. Native multimodal architecture supporting text, image, and video input, thinking and non-thinking modes, and agent tasks. Supports automatic context caching, ToolCalls, JSON Mode, Partial Mode, and internet search.",
        match: {
          starts_with: "kimi-k2.6"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.16,
          output_mtok: 4
        }
      },
      {
        id: "kimi-k2.7-code",
        name: "Kimi K2.7 Code",
        description: "Kimi's most intelligent coding model, capable of completing programming tasks with higher success rates in long context. It features a native multimodal architecture that supports text, image, video input, thinking modes, dialogue, and agent tasks.",
        match: {
          equals: "kimi-k2.7-code"
        },
        context_window: 262144,
        price_comments: "Ref: https://platform.kimi.ai/docs/pricing/chat-k27-code.md",
        prices: {
          input_mtok: 0.95,
          cache_read_mtok: 0.19,
          output_mtok: 4
        }
      },
      {
        id: "kimi-k2.7-code-highspeed",
        name: "Kimi K2.7 Code HighSpeed",
        description: "High-speed version of Kimi K2.7 Code, with output speed of approximately 180 tokens/sec and up to 260 tokens/sec in short context scenarios.",
        match: {
          equals: "kimi-k2.7-code-highspeed"
        },
        context_window: 262144,
        price_comments: "Ref: https://platform.kimi.ai/docs/pricing/chat-k27-code.md",
        prices: {
          input_mtok: 1.9,
          cache_read_mtok: 0.38,
          output_mtok: 8
        }
      },
      {
        id: "kimi-k3",
        name: "Kimi K3",
        description: "Kimi's flagship reasoning model with always-on thinking, native multimodal (image and video) input, tool use, and structured output. 2.8 trillion total parameters MoE.",
        match: {
          equals: "kimi-k3"
        },
        context_window: 1048576,
        price_comments: "Ref: https://platform.kimi.ai/docs/pricing/chat-k3.md",
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "moonshot-v1-128k",
        name: "Moonshot V1 128K",
        match: {
          or: [
            {
              equals: "moonshot-v1-128k"
            },
            {
              equals: "moonshot-v1-128k-vision-preview"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 2,
          output_mtok: 5
        }
      },
      {
        id: "moonshot-v1-32k",
        name: "Moonshot V1 32K",
        match: {
          or: [
            {
              equals: "moonshot-v1-32k"
            },
            {
              equals: "moonshot-v1-32k-vision-preview"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 1,
          output_mtok: 3
        }
      },
      {
        id: "moonshot-v1-8k",
        name: "Moonshot V1 8K",
        match: {
          or: [
            {
              equals: "moonshot-v1-8k"
            },
            {
              equals: "moonshot-v1-8k-vision-preview"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.2,
          output_mtok: 2
        }
      }
    ]
  },
  {
    id: "novita",
    name: "Novita",
    pricing_urls: ["https://novita.ai/pricing"],
    api_pattern: "https://api\\.novita\\.ai",
    models: [
      {
        id: "Sao10K/L3-8B-Stheno-v3.2",
        match: {
          equals: "Sao10K/L3-8B-Stheno-v3.2"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.05
        }
      },
      {
        id: "cognitivecomputations/dolphin-mixtral-8x22b",
        match: {
          equals: "cognitivecomputations/dolphin-mixtral-8x22b"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "deepseek/deepseek-r1",
        match: {
          equals: "deepseek/deepseek-r1"
        },
        context_window: 64e3,
        prices: {
          input_mtok: 4,
          output_mtok: 4
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-llama-70b",
        match: {
          equals: "deepseek/deepseek-r1-distill-llama-70b"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-llama-8b",
        match: {
          equals: "deepseek/deepseek-r1-distill-llama-8b"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-qwen-14b",
        match: {
          equals: "deepseek/deepseek-r1-distill-qwen-14b"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-qwen-32b",
        match: {
          equals: "deepseek/deepseek-r1-distill-qwen-32b"
        },
        context_window: 64e3,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "deepseek/deepseek_v3",
        match: {
          equals: "deepseek/deepseek_v3"
        },
        context_window: 64e3,
        prices: {
          input_mtok: 0.89,
          output_mtok: 0.89
        }
      },
      {
        id: "google/gemma-2-9b-it",
        match: {
          equals: "google/gemma-2-9b-it"
        },
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.08
        }
      },
      {
        id: "gryphe/mythomax-l2-13b",
        match: {
          equals: "gryphe/mythomax-l2-13b"
        },
        context_window: 4096,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.09
        }
      },
      {
        id: "jondurbin/airoboros-l2-70b",
        match: {
          equals: "jondurbin/airoboros-l2-70b"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.5
        }
      },
      {
        id: "meta-llama/llama-3-70b-instruct",
        match: {
          equals: "meta-llama/llama-3-70b-instruct"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.51,
          output_mtok: 0.74
        }
      },
      {
        id: "meta-llama/llama-3-8b-instruct",
        match: {
          equals: "meta-llama/llama-3-8b-instruct"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "meta-llama/llama-3.1-70b-instruct",
        match: {
          equals: "meta-llama/llama-3.1-70b-instruct"
        },
        prices: {
          input_mtok: 0.34,
          output_mtok: 0.39
        }
      },
      {
        id: "meta-llama/llama-3.1-8b-instruct",
        match: {
          or: [
            {
              equals: "meta-llama/llama-3.1-8b-instruct"
            },
            {
              equals: "meta-llama/llama-3.1-8b-instruct-max"
            }
          ]
        },
        context_window: 16384,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.05
        }
      },
      {
        id: "meta-llama/llama-3.1-8b-instruct-bf16",
        match: {
          equals: "meta-llama/llama-3.1-8b-instruct-bf16"
        },
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.06
        }
      },
      {
        id: "meta-llama/llama-3.2-11b-vision-instruct",
        match: {
          equals: "meta-llama/llama-3.2-11b-vision-instruct"
        },
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.06
        }
      },
      {
        id: "meta-llama/llama-3.2-1b-instruct",
        match: {
          equals: "meta-llama/llama-3.2-1b-instruct"
        },
        context_window: 131e3,
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.02
        }
      },
      {
        id: "meta-llama/llama-3.2-3b-instruct",
        match: {
          equals: "meta-llama/llama-3.2-3b-instruct"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.03,
          output_mtok: 0.05
        }
      },
      {
        id: "meta-llama/llama-3.3-70b-instruct",
        match: {
          equals: "meta-llama/llama-3.3-70b-instruct"
        },
        context_window: 12288,
        prices: {
          input_mtok: 0.39,
          output_mtok: 0.39
        }
      },
      {
        id: "microsoft/wizardlm-2-8x22b",
        match: {
          equals: "microsoft/wizardlm-2-8x22b"
        },
        context_window: 65535,
        prices: {
          input_mtok: 0.62,
          output_mtok: 0.62
        }
      },
      {
        id: "mistralai/mistral-7b-instruct",
        match: {
          equals: "mistralai/mistral-7b-instruct"
        },
        prices: {
          input_mtok: 0.059,
          output_mtok: 0.059
        }
      },
      {
        id: "mistralai/mistral-nemo",
        match: {
          equals: "mistralai/mistral-nemo"
        },
        context_window: 60288,
        prices: {
          input_mtok: 0.17,
          output_mtok: 0.17
        }
      },
      {
        id: "nousresearch/hermes-2-pro-llama-3-8b",
        match: {
          equals: "nousresearch/hermes-2-pro-llama-3-8b"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.14,
          output_mtok: 0.14
        }
      },
      {
        id: "nousresearch/nous-hermes-llama2-13b",
        match: {
          equals: "nousresearch/nous-hermes-llama2-13b"
        },
        context_window: 4096,
        prices: {
          input_mtok: 0.17,
          output_mtok: 0.17
        }
      },
      {
        id: "openchat/openchat-7b",
        match: {
          equals: "openchat/openchat-7b"
        },
        context_window: 4096,
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.06
        }
      },
      {
        id: "qwen/qwen-2-7b-instruct",
        match: {
          equals: "qwen/qwen-2-7b-instruct"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.054,
          output_mtok: 0.054
        }
      },
      {
        id: "qwen/qwen-2-vl-72b-instruct",
        match: {
          equals: "qwen/qwen-2-vl-72b-instruct"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.45,
          output_mtok: 0.45
        }
      },
      {
        id: "qwen/qwen-2.5-72b-instruct",
        match: {
          equals: "qwen/qwen-2.5-72b-instruct"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.38,
          output_mtok: 0.4
        }
      },
      {
        id: "sao10k/l3-70b-euryale-v2.1",
        match: {
          equals: "sao10k/l3-70b-euryale-v2.1"
        },
        context_window: 8192,
        prices: {
          input_mtok: 1.48,
          output_mtok: 1.48
        }
      },
      {
        id: "sao10k/l3-8b-lunaris",
        match: {
          equals: "sao10k/l3-8b-lunaris"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.05
        }
      },
      {
        id: "sao10k/l31-70b-euryale-v2.2",
        match: {
          equals: "sao10k/l31-70b-euryale-v2.2"
        },
        context_window: 8192,
        prices: {
          input_mtok: 1.48,
          output_mtok: 1.48
        }
      },
      {
        id: "sophosympatheia/midnight-rose-70b",
        match: {
          equals: "sophosympatheia/midnight-rose-70b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "teknium/openhermes-2.5-mistral-7b",
        match: {
          equals: "teknium/openhermes-2.5-mistral-7b"
        },
        context_window: 4096,
        prices: {
          input_mtok: 0.17,
          output_mtok: 0.17
        }
      }
    ]
  },
  {
    id: "openai",
    name: "OpenAI",
    pricing_urls: [
      "https://developers.openai.com/api/docs/pricing",
      "https://developers.openai.com/api/docs/guides/prompt-caching",
      "https://platform.openai.com/docs/pricing",
      "https://openai.com/api/pricing/",
      "https://platform.openai.com/docs/models",
      "https://help.openai.com/en/articles/7127956-how-much-does-gpt-4-cost"
    ],
    api_pattern: "https://api\\.openai\\.com",
    model_match: {
      or: [
        {
          starts_with: "gpt-"
        },
        {
          equals: "whisper-1"
        },
        {
          regex: "^o[134]"
        }
      ]
    },
    provider_match: {
      contains: "openai"
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "responses",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["input_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["output_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "realtime",
        root: ["response", "usage"],
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "text_tokens"],
            dest: "input_text_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "image_tokens"],
            dest: "input_image_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "cached_tokens_details", "text_tokens"],
            dest: "cache_text_read_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "cached_tokens_details", "audio_tokens"],
            dest: "cache_audio_read_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "cached_tokens_details", "image_tokens"],
            dest: "cache_image_read_tokens",
            required: !1
          },
          {
            path: ["output_token_details", "text_tokens"],
            dest: "output_text_tokens",
            required: !1
          },
          {
            path: ["output_token_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !1
          }
        ]
      },
      {
        api_flavor: "images",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "text_tokens"],
            dest: "input_text_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "image_tokens"],
            dest: "input_image_tokens",
            required: !0
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          },
          {
            path: ["output_tokens_details", "text_tokens"],
            dest: "output_text_tokens",
            required: !1
          },
          {
            path: ["output_tokens_details", "image_tokens"],
            dest: "output_image_tokens",
            required: !1
          }
        ]
      },
      {
        api_flavor: "embeddings",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "ada",
        match: {
          or: [
            {
              equals: "ada"
            },
            {
              equals: "text-ada-001"
            }
          ]
        },
        prices: {
          input_mtok: 0.4,
          output_mtok: 0.4
        }
      },
      {
        id: "babbage",
        match: {
          equals: "babbage"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.5
        }
      },
      {
        id: "chatgpt-4o-latest",
        name: "ChatGPT-4o",
        description: "OpenAI ChatGPT 4o is continually updated by OpenAI to point to the current version of GPT-4o used by ChatGPT. It therefore differs slightly from the API version of GPT-4o in that it has additional RLHF. It is intended for research and evaluation.",
        match: {
          equals: "chatgpt-4o-latest"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 5,
          output_mtok: 15
        }
      },
      {
        id: "codex-mini",
        name: "Codex Mini",
        description: "codex-mini-latest is a fine-tuned version of o4-mini specifically for use in Codex CLI. For direct use in the API, we recommend starting with gpt-4.1.",
        match: {
          or: [
            {
              equals: "codex-mini"
            },
            {
              equals: "codex-mini-latest"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1.5,
          cache_read_mtok: 0.375,
          output_mtok: 6
        }
      },
      {
        id: "computer-use",
        name: "Computer use",
        match: {
          starts_with: "computer-use"
        },
        context_window: 8192,
        prices: {
          input_mtok: 3,
          output_mtok: 12
        }
      },
      {
        id: "curie",
        match: {
          or: [
            {
              equals: "curie"
            },
            {
              equals: "text-curie-001"
            }
          ]
        },
        prices: {
          input_mtok: 2,
          output_mtok: 2
        }
      },
      {
        id: "davinci",
        match: {
          or: [
            {
              equals: "davinci"
            },
            {
              equals: "text-davinci-001"
            }
          ]
        },
        prices: {
          input_mtok: 20,
          output_mtok: 20
        }
      },
      {
        id: "ft:gpt-3.5-turbo-",
        description: "GPT-3.5 Turbo fine tuned.",
        match: {
          starts_with: "ft:gpt-3.5-turbo"
        },
        prices: {
          input_mtok: 3,
          output_mtok: 6
        }
      },
      {
        id: "ft:gpt-4o",
        description: "GPT-4o fine tuned.",
        match: {
          starts_with: "ft:gpt-4o-2024-"
        },
        prices: {
          input_mtok: 3.75,
          output_mtok: 15
        }
      },
      {
        id: "ft:gpt-4o-mini",
        description: "GPT-4o Mini fine tuned.",
        match: {
          starts_with: "ft:gpt-4o-mini-2024-"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 1.2
        }
      },
      {
        id: "gpt-3.5-0301",
        match: {
          or: [
            {
              equals: "gpt-3.5-turbo-0301"
            },
            {
              equals: "gpt-3.5-0301"
            }
          ]
        },
        prices: {
          input_mtok: 1.5,
          output_mtok: 2
        }
      },
      {
        id: "gpt-3.5-turbo",
        name: "gpt 3.5 turbo",
        description: "GPT-3.5 Turbo offers a balance between cost and performance.",
        match: {
          or: [
            {
              equals: "gpt-3.5-turbo"
            },
            {
              equals: "gpt-35-turbo"
            },
            {
              equals: "gpt-3.5-turbo-0125"
            }
          ]
        },
        context_window: 16385,
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "gpt-3.5-turbo-0613",
        match: {
          equals: "gpt-3.5-turbo-0613"
        },
        context_window: 16385,
        prices: {
          input_mtok: 1.5,
          output_mtok: 2
        }
      },
      {
        id: "gpt-3.5-turbo-1106",
        match: {
          equals: "gpt-3.5-turbo-1106"
        },
        context_window: 16385,
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "gpt-3.5-turbo-16k",
        name: "GPT-3.5 Turbo 16k",
        description: "This model offers four times the context length of gpt-3.5-turbo, allowing it to support approximately 20 pages of text in a single request at a higher cost. Training data: up to Sep 2021.",
        match: {
          or: [
            {
              equals: "gpt-3.5-turbo-16k"
            },
            {
              equals: "gpt-3.5-turbo-16k-0613"
            },
            {
              equals: "gpt-35-turbo-16k-0613"
            },
            {
              equals: "gpt-35-turbo-16k"
            }
          ]
        },
        context_window: 16385,
        prices: {
          input_mtok: 3,
          output_mtok: 4
        }
      },
      {
        id: "gpt-3.5-turbo-instruct",
        name: "gpt 3.5 turbo instruct",
        description: "GPT-3.5 Turbo offers a balance between cost and performance.",
        match: {
          or: [
            {
              starts_with: "gpt-3.5-turbo-instruct"
            },
            {
              equals: "gpt-3.5-turbo-instruct-0914"
            }
          ]
        },
        context_window: 16385,
        prices: {
          input_mtok: 1.5,
          output_mtok: 2
        }
      },
      {
        id: "gpt-4",
        name: "gpt 4",
        description: "GPT-4 is the latest and most advanced model in the GPT series, demonstrating sophisticated capabilities in complex reasoning, theory of mind, and narrative understanding.",
        match: {
          or: [
            {
              equals: "gpt-4"
            },
            {
              equals: "gpt-4-0314"
            },
            {
              equals: "gpt-4-0613"
            },
            {
              starts_with: "ft:gpt-4-0"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 30,
          output_mtok: 60
        }
      },
      {
        id: "gpt-4-32k",
        name: "gpt 4",
        description: "GPT-4 is the latest and most advanced model in the GPT series, demonstrating sophisticated capabilities in complex reasoning, theory of mind, and narrative understanding.",
        match: {
          or: [
            {
              equals: "gpt-4-32k"
            },
            {
              equals: "gpt-4-32k-0314"
            },
            {
              equals: "gpt-4-32k-0613"
            }
          ]
        },
        context_window: 32e3,
        price_comments: "see https://help.openai.com/en/articles/7127956-how-much-does-gpt-4-cost",
        prices: {
          input_mtok: 60,
          output_mtok: 120
        }
      },
      {
        id: "gpt-4-turbo",
        name: "gpt 4 turbo",
        description: "GPT-4 Turbo offers a balance between cost and performance.",
        match: {
          or: [
            {
              equals: "gpt-4-turbo"
            },
            {
              equals: "gpt-4-turbo-2024-04-09"
            },
            {
              equals: "gpt-4-turbo-0125-preview"
            },
            {
              equals: "gpt-4-0125-preview"
            },
            {
              equals: "gpt-4-1106-preview"
            },
            {
              equals: "gpt-4-turbo-preview"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 10,
          output_mtok: 30
        }
      },
      {
        id: "gpt-4-vision-preview",
        name: "gpt 4 vision",
        description: "GPT-4 Vision is a model that offers a balance between cost and performance.",
        match: {
          or: [
            {
              equals: "gpt-4-vision-preview"
            },
            {
              equals: "gpt-4-1106-vision-preview"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 10,
          output_mtok: 30
        }
      },
      {
        id: "gpt-4.1",
        name: "gpt 4.1",
        description: "GPT-4.1 is OpenAI's latest flagship model, offering major improvements in coding, instruction following, and long context understanding with up to 1 million tokens of context.",
        match: {
          or: [
            {
              equals: "gpt-4.1"
            },
            {
              equals: "gpt-4.1-2025-04-14"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 8,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-4.1-mini",
        name: "gpt 4.1 mini",
        description: "GPT-4.1 Mini is a significant leap in small model performance, matching or exceeding GPT-4o in many benchmarks while reducing latency by nearly half and cost by 83%.",
        match: {
          or: [
            {
              equals: "gpt-4.1-mini"
            },
            {
              equals: "gpt-4.1-mini-2025-04-14"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.1,
          output_mtok: 1.6,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-4.1-nano",
        name: "gpt 4.1 nano",
        description: "GPT-4.1 Nano is OpenAI's fastest and cheapest model, delivering exceptional performance for its size with a 1 million token context window, ideal for classification and autocompletion tasks.",
        match: {
          or: [
            {
              equals: "gpt-4.1-nano"
            },
            {
              equals: "gpt-4.1-nano-2025-04-14"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.1,
          cache_read_mtok: 0.025,
          output_mtok: 0.4
        }
      },
      {
        id: "gpt-4.5-preview",
        name: "GPT-4.5 (Preview)",
        description: "GPT-4.5 (Preview) is a research preview of OpenAI's latest language model, designed to advance capabilities in reasoning, creativity, and multi-turn conversation. It builds on previous iterations with improvements in world knowledge, contextual coherence, and the ability to follow user intent more effectively.",
        match: {
          starts_with: "gpt-4.5-preview"
        },
        prices: {
          input_mtok: 75,
          cache_read_mtok: 37.5,
          output_mtok: 150
        }
      },
      {
        id: "gpt-4o",
        name: "gpt 4o",
        description: "GPT-4 Optimized (GPT-4o) is designed for high performance in reasoning, creativity, and technical tasks while maintaining consistent output quality.",
        match: {
          or: [
            {
              equals: "gpt-4o"
            },
            {
              equals: "gpt-4o-2024-08-06"
            },
            {
              equals: "gpt-4o-2024-11-20"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2.5,
          cache_read_mtok: 1.25,
          output_mtok: 10,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-4o-2024-05-13",
        name: "gpt 4o (2024-05-13)",
        description: "Original GPT-4o snapshot, retained at its launch rates, which are higher than later gpt-4o snapshots and have no cached-input discount.",
        match: {
          equals: "gpt-4o-2024-05-13"
        },
        context_window: 128e3,
        price_comments: "Split out of the shared gpt-4o entry: OpenAI lists this snapshot separately at $5/$15 with no cached-input price. Ref: https://developers.openai.com/api/docs/pricing.md",
        prices: {
          input_mtok: 5,
          output_mtok: 15,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-4o-audio-preview",
        name: "gpt 4o audio preview",
        description: "Audio model for gpt-4o",
        match: {
          starts_with: "gpt-4o-audio-preview"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "gpt-4o-mini",
        name: "gpt 4o mini",
        description: "GPT-4o Mini is a cost-optimized variant of GPT-4o, designed for high-efficiency processing while maintaining strong performance. It excels in rapid inference and resource-efficient operations, making it ideal for production deployments requiring a balance of cost and capability.",
        match: {
          or: [
            {
              equals: "gpt-4o-mini"
            },
            {
              equals: "gpt-4o-mini-2024-07-18"
            },
            {
              equals: "gpt-4o-mini-search-preview"
            },
            {
              equals: "gpt-4o-mini-search-preview-2025-03-11"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.075,
          output_mtok: 0.6,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-4o-mini-2024-07-18.ft-",
        description: "GPT-4o Mini fine tuned.",
        match: {
          starts_with: "gpt-4o-mini-2024-07-18.ft-"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 1.2
        }
      },
      {
        id: "gpt-4o-mini-audio-preview",
        name: "gpt 4o mini audio preview",
        description: "Audio model for gpt-4o mini",
        match: {
          starts_with: "gpt-4o-mini-audio"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "gpt-4o-mini-realtime-preview",
        match: {
          starts_with: "gpt-4o-mini-realtime"
        },
        context_window: 16e3,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.3,
          output_mtok: 2.4,
          input_audio_mtok: 10,
          cache_audio_read_mtok: 0.3,
          output_audio_mtok: 20
        }
      },
      {
        id: "gpt-4o-mini-transcribe",
        match: {
          equals: "gpt-4o-mini-transcribe"
        },
        context_window: 16e3,
        prices: {
          input_mtok: 1.25,
          output_mtok: 5,
          input_audio_mtok: 3
        }
      },
      {
        id: "gpt-4o-mini-tts",
        match: {
          equals: "gpt-4o-mini-tts"
        },
        prices: {
          input_mtok: 0.6,
          output_mtok: 12
        }
      },
      {
        id: "gpt-4o-realtime-preview",
        match: {
          starts_with: "gpt-4o-realtime"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 5,
          cache_read_mtok: 2.5,
          output_mtok: 20,
          input_audio_mtok: 40,
          cache_audio_read_mtok: 2.5,
          output_audio_mtok: 80
        }
      },
      {
        id: "gpt-4o-search-preview",
        name: "GPT-4o Search Preview",
        description: "GPT-4o Search Previewis a specialized model for web search in Chat Completions. It is trained to understand and execute web search queries.",
        match: {
          or: [
            {
              equals: "gpt-4o-search-preview"
            },
            {
              equals: "gpt-4o-search-preview-2025-03-11"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "gpt-4o-transcribe",
        match: {
          or: [
            {
              equals: "gpt-4o-transcribe"
            },
            {
              equals: "gpt-4o-transcribe-diarize"
            }
          ]
        },
        context_window: 16e3,
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-4o-transcribe-diarize.",
        prices: {
          input_mtok: 2.5,
          output_mtok: 10,
          input_audio_mtok: 6
        }
      },
      {
        id: "gpt-4o:extended",
        name: "GPT-4o (extended)",
        description: `GPT-4o ("o" for "omni") is OpenAI's latest AI model, supporting both text and image inputs with text outputs. It maintains the intelligence level of GPT-4 Turbo while being twice as fast and 50% more cost-effective. GPT-4o also offers improved performance in processing non-English languages and enhanced visual capabilities.`,
        match: {
          equals: "gpt-4o:extended"
        },
        prices: {
          input_mtok: 6,
          output_mtok: 18
        }
      },
      {
        id: "gpt-5",
        name: "GPT-5",
        description: "GPT-5 is OpenAI's flagship model for coding, reasoning, and agentic tasks across domains.",
        match: {
          or: [
            {
              equals: "gpt-5"
            },
            {
              equals: "gpt-5-2025-08-07"
            },
            {
              equals: "gpt-5-chat"
            },
            {
              equals: "gpt-5-chat-latest"
            },
            {
              equals: "gpt-5-codex"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.25,
          cache_read_mtok: 0.125,
          output_mtok: 10,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5-image",
        match: {
          equals: "gpt-5-image"
        },
        price_comments: "Seen on OpenRouter before OpenAI",
        prices: {
          input_mtok: 10,
          cache_read_mtok: 1.25,
          output_mtok: 10
        }
      },
      {
        id: "gpt-5-image-mini",
        match: {
          equals: "gpt-5-image-mini"
        },
        price_comments: "Seen on OpenRouter before OpenAI",
        prices: {
          input_mtok: 2.5,
          cache_read_mtok: 0.25,
          output_mtok: 2
        }
      },
      {
        id: "gpt-5-mini",
        name: "GPT-5 mini",
        description: "GPT-5 mini is a faster, more cost-efficient version of GPT-5. It's great for well-defined tasks and precise prompts.",
        match: {
          or: [
            {
              equals: "gpt-5-mini"
            },
            {
              equals: "gpt-5-mini-2025-08-07"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.25,
          cache_read_mtok: 0.025,
          output_mtok: 2,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5-nano",
        name: "GPT-5 nano",
        description: "GPT-5 Nano is OpenAI's fastest, cheapest version of GPT-5. It's great for summarization and classification tasks.",
        match: {
          or: [
            {
              equals: "gpt-5-nano"
            },
            {
              starts_with: "gpt-5-nano-"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.05,
          cache_read_mtok: 5e-3,
          output_mtok: 0.4,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5-pro",
        match: {
          or: [
            {
              equals: "gpt-5-pro"
            },
            {
              equals: "gpt-5-pro-2025-10-06"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 15,
          output_mtok: 120,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.1",
        name: "GPT-5.1",
        description: "The best model for coding and agentic tasks across industries",
        match: {
          or: [
            {
              equals: "gpt-5.1"
            },
            {
              equals: "gpt-5.1-2025-11-13"
            },
            {
              equals: "gpt-5.1-codex"
            },
            {
              equals: "gpt-5.1-codex-max"
            },
            {
              equals: "gpt-5.1-chat"
            },
            {
              equals: "gpt-5.1-chat-latest"
            },
            {
              equals: "gpt-5-1"
            },
            {
              equals: "gpt-5-1-2025-11-13"
            },
            {
              equals: "gpt-5-1-codex"
            },
            {
              equals: "gpt-5-1-codex-max"
            },
            {
              equals: "gpt-5-1-chat"
            },
            {
              equals: "gpt-5-1-chat-latest"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.25,
          cache_read_mtok: 0.125,
          output_mtok: 10,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.1-codex-mini",
        name: "GPT-5.1 Codex Mini",
        match: {
          or: [
            {
              equals: "gpt-5.1-codex-mini"
            },
            {
              equals: "gpt-5.1-mini"
            },
            {
              equals: "gpt-5-1-codex-mini"
            },
            {
              equals: "gpt-5-1-mini"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.25,
          cache_read_mtok: 0.025,
          output_mtok: 2
        }
      },
      {
        id: "gpt-5.2",
        name: "GPT-5.2",
        description: "The best model for coding and agentic tasks across industries",
        match: {
          or: [
            {
              equals: "gpt-5.2"
            },
            {
              equals: "gpt-5.2-2025-12-11"
            },
            {
              equals: "gpt-5-2"
            },
            {
              equals: "gpt-5-2-2025-12-11"
            },
            {
              equals: "gpt-5.2-chat"
            },
            {
              equals: "gpt-5.2-chat-latest"
            },
            {
              equals: "gpt-5-2-chat"
            },
            {
              equals: "gpt-5-2-chat-latest"
            },
            {
              equals: "gpt-5.2-codex"
            },
            {
              equals: "gpt-5-2-codex"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.75,
          cache_read_mtok: 0.175,
          output_mtok: 14,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.2-pro",
        description: "Version of GPT-5.2 that produces smarter and more precise responses.",
        match: {
          or: [
            {
              equals: "gpt-5.2-pro"
            },
            {
              equals: "gpt-5.2-pro-2025-12-11"
            },
            {
              equals: "gpt-5-2-pro-2025-12-11"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 21,
          output_mtok: 168,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.3",
        name: "GPT-5.3 Chat",
        description: "GPT-5.3 Instant model used in ChatGPT",
        match: {
          or: [
            {
              equals: "gpt-5.3"
            },
            {
              equals: "gpt-5-3"
            },
            {
              equals: "gpt-5.3-chat"
            },
            {
              equals: "gpt-5.3-chat-latest"
            },
            {
              equals: "gpt-5-3-chat"
            },
            {
              equals: "gpt-5-3-chat-latest"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 1.75,
          cache_read_mtok: 0.175,
          output_mtok: 14
        }
      },
      {
        id: "gpt-5.3-codex",
        name: "GPT-5.3-Codex",
        description: "The most capable agentic coding model",
        match: {
          or: [
            {
              equals: "gpt-5.3-codex"
            },
            {
              equals: "gpt-5-3-codex"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.75,
          cache_read_mtok: 0.175,
          output_mtok: 14
        }
      },
      {
        id: "gpt-5.4",
        name: "GPT-5.4",
        description: "OpenAI's most capable model with a 1.05M token context window.",
        match: {
          or: [
            {
              equals: "gpt-5.4"
            },
            {
              equals: "gpt-5.4-2026-03-05"
            },
            {
              equals: "gpt-5-4"
            },
            {
              equals: "gpt-5-4-2026-03-05"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "OpenAI lists the standard rates for prompts with <272K input tokens, so the long-context rates begin at exactly 272K. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. Ref: https://developers.openai.com/api/docs/pricing",
        prices: {
          input_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 271999,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.25,
            tiers: [
              {
                start: 271999,
                price: 0.5
              }
            ]
          },
          output_mtok: {
            base: 15,
            tiers: [
              {
                start: 271999,
                price: 22.5
              }
            ]
          },
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.4-image-2",
        name: "GPT-5.4 Image 2",
        description: "GPT-5.4 Image 2 combines OpenAI's GPT-5.4 model with state-of-the-art image generation capabilities from GPT Image 2. It enables rich multimodal workflows across reasoning, coding, and image generation.",
        match: {
          equals: "gpt-5.4-image-2"
        },
        price_comments: "Imported from OpenRouter pricing; verify against OpenAI pricing when native API pricing is published.",
        prices: {
          input_mtok: 8,
          cache_read_mtok: 2,
          output_mtok: 15
        }
      },
      {
        id: "gpt-5.4-mini",
        name: "GPT-5.4 mini",
        description: "Our strongest mini model yet for coding, computer use, and subagents.",
        match: {
          or: [
            {
              equals: "gpt-5.4-mini"
            },
            {
              equals: "gpt-5.4-mini-2026-03-17"
            },
            {
              equals: "gpt-5-4-mini"
            },
            {
              equals: "gpt-5-4-mini-2026-03-17"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.075,
          output_mtok: 4.5,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.4-nano",
        name: "GPT-5.4 nano",
        description: "Our cheapest GPT-5.4-class model for simple high-volume tasks.",
        match: {
          or: [
            {
              equals: "gpt-5.4-nano"
            },
            {
              equals: "gpt-5.4-nano-2026-03-17"
            },
            {
              equals: "gpt-5-4-nano"
            },
            {
              equals: "gpt-5-4-nano-2026-03-17"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.02,
          output_mtok: 1.25,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.4-pro",
        name: "GPT-5.4 Pro",
        description: "Version of GPT-5.4 that produces smarter and more precise responses.",
        match: {
          or: [
            {
              equals: "gpt-5.4-pro"
            },
            {
              equals: "gpt-5.4-pro-2026-03-05"
            },
            {
              equals: "gpt-5-4-pro"
            },
            {
              equals: "gpt-5-4-pro-2026-03-05"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "OpenAI lists the standard rates for prompts with <272K input tokens, so the long-context rates begin at exactly 272K. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. Ref: https://developers.openai.com/api/docs/pricing",
        prices: {
          input_mtok: {
            base: 30,
            tiers: [
              {
                start: 271999,
                price: 60
              }
            ]
          },
          output_mtok: {
            base: 180,
            tiers: [
              {
                start: 271999,
                price: 270
              }
            ]
          },
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.5",
        name: "GPT-5.5",
        description: "The best model for coding and agentic tasks across industries",
        match: {
          or: [
            {
              equals: "gpt-5.5"
            },
            {
              equals: "gpt-5.5-2026-04-23"
            },
            {
              equals: "gpt-5.5-2026-04-24"
            },
            {
              equals: "gpt-5-5"
            },
            {
              equals: "gpt-5-5-2026-04-23"
            },
            {
              equals: "gpt-5-5-2026-04-24"
            },
            {
              equals: "gpt-5.5-chat"
            },
            {
              equals: "gpt-5.5-chat-latest"
            },
            {
              equals: "gpt-5-5-chat"
            },
            {
              equals: "gpt-5-5-chat-latest"
            },
            {
              equals: "gpt-5.5-codex"
            },
            {
              equals: "gpt-5-5-codex"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "OpenAI lists the standard rates for prompts with <272K input tokens, so the long-context rates begin at exactly 272K and bill the full request at 2x input and cached input and 1.5x output. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. Ref: https://developers.openai.com/api/docs/models/gpt-5.5",
        prices: {
          input_mtok: {
            base: 5,
            tiers: [
              {
                start: 271999,
                price: 10
              }
            ]
          },
          cache_read_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 271999,
                price: 1
              }
            ]
          },
          output_mtok: {
            base: 30,
            tiers: [
              {
                start: 271999,
                price: 45
              }
            ]
          },
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.5-pro",
        name: "GPT-5.5 Pro",
        description: "Version of GPT-5.5 that produces smarter and more precise responses.",
        match: {
          or: [
            {
              equals: "gpt-5.5-pro"
            },
            {
              equals: "gpt-5.5-pro-2026-04-23"
            },
            {
              equals: "gpt-5-5-pro"
            },
            {
              equals: "gpt-5-5-pro-2026-04-23"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "OpenAI lists the standard rates for prompts with <272K input tokens, so the long-context rates begin at exactly 272K and bill the full request at 2x input and 1.5x output. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. Ref: https://developers.openai.com/api/docs/pricing",
        prices: {
          input_mtok: {
            base: 30,
            tiers: [
              {
                start: 271999,
                price: 60
              }
            ]
          },
          output_mtok: {
            base: 180,
            tiers: [
              {
                start: 271999,
                price: 270
              }
            ]
          },
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-5.6-luna",
        name: "GPT-5.6 Luna",
        description: "GPT-5.6 model optimized for cost-sensitive workloads.",
        match: {
          or: [
            {
              equals: "gpt-5.6-luna"
            },
            {
              equals: "gpt-5-6-luna"
            },
            {
              regex: "^gpt-5\\.6-luna-\\d{4}-\\d{2}-\\d{2}$"
            },
            {
              regex: "^gpt-5-6-luna-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache writes are billed at 1.25x the uncached input rate. OpenAI lists the standard rates for prompts with <272K input tokens, so the 2x input and 1.5x output long-context rates begin at exactly 272K. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. OpenAI reduced Luna prices by 80% on 2026-07-30. Refs: https://developers.openai.com/api/docs/models/gpt-5.6-luna, https://developers.openai.com/api/docs/changelog",
        prices: [
          {
            prices: {
              input_mtok: {
                base: 1,
                tiers: [
                  {
                    start: 271999,
                    price: 2
                  }
                ]
              },
              cache_write_mtok: {
                base: 1.25,
                tiers: [
                  {
                    start: 271999,
                    price: 2.5
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.1,
                tiers: [
                  {
                    start: 271999,
                    price: 0.2
                  }
                ]
              },
              output_mtok: {
                base: 6,
                tiers: [
                  {
                    start: 271999,
                    price: 9
                  }
                ]
              },
              web_searches_kcount: 10,
              storage_searches_kcount: 2.5
            }
          },
          {
            constraint: {
              start_date: "2026-07-30",
              type: "start_date"
            },
            prices: {
              input_mtok: {
                base: 0.2,
                tiers: [
                  {
                    start: 271999,
                    price: 0.4
                  }
                ]
              },
              cache_write_mtok: {
                base: 0.25,
                tiers: [
                  {
                    start: 271999,
                    price: 0.5
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.02,
                tiers: [
                  {
                    start: 271999,
                    price: 0.04
                  }
                ]
              },
              output_mtok: {
                base: 1.2,
                tiers: [
                  {
                    start: 271999,
                    price: 1.8
                  }
                ]
              },
              web_searches_kcount: 10,
              storage_searches_kcount: 2.5
            }
          }
        ]
      },
      {
        id: "gpt-5.6-sol",
        name: "GPT-5.6 Sol",
        description: "Frontier model for complex professional work.",
        match: {
          or: [
            {
              equals: "gpt-5.6-sol"
            },
            {
              equals: "gpt-5-6-sol"
            },
            {
              equals: "gpt-5.6"
            },
            {
              equals: "gpt-5-6"
            },
            {
              regex: "^gpt-5\\.6-sol-\\d{4}-\\d{2}-\\d{2}$"
            },
            {
              regex: "^gpt-5-6-sol-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache writes are billed at 1.25x the uncached input rate. OpenAI lists the standard rates for prompts with <272K input tokens, so the 2x input and 1.5x output long-context rates begin at exactly 272K. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. OpenAI reduced Sol input prices by 20% and output prices by 33% on 2026-08-21. Refs: https://developers.openai.com/api/docs/models/gpt-5.6-sol, https://developers.openai.com/api/docs/changelog",
        prices: [
          {
            prices: {
              input_mtok: {
                base: 5,
                tiers: [
                  {
                    start: 271999,
                    price: 10
                  }
                ]
              },
              cache_write_mtok: {
                base: 6.25,
                tiers: [
                  {
                    start: 271999,
                    price: 12.5
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.5,
                tiers: [
                  {
                    start: 271999,
                    price: 1
                  }
                ]
              },
              output_mtok: {
                base: 30,
                tiers: [
                  {
                    start: 271999,
                    price: 45
                  }
                ]
              },
              web_searches_kcount: 10,
              storage_searches_kcount: 2.5
            }
          },
          {
            constraint: {
              start_date: "2026-08-21",
              type: "start_date"
            },
            prices: {
              input_mtok: {
                base: 4,
                tiers: [
                  {
                    start: 271999,
                    price: 8
                  }
                ]
              },
              cache_write_mtok: {
                base: 5,
                tiers: [
                  {
                    start: 271999,
                    price: 10
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.4,
                tiers: [
                  {
                    start: 271999,
                    price: 0.8
                  }
                ]
              },
              output_mtok: {
                base: 20,
                tiers: [
                  {
                    start: 271999,
                    price: 30
                  }
                ]
              },
              web_searches_kcount: 10,
              storage_searches_kcount: 2.5
            }
          }
        ]
      },
      {
        id: "gpt-5.6-terra",
        name: "GPT-5.6 Terra",
        description: "GPT-5.6 model that balances intelligence and cost.",
        match: {
          or: [
            {
              equals: "gpt-5.6-terra"
            },
            {
              equals: "gpt-5-6-terra"
            },
            {
              regex: "^gpt-5\\.6-terra-\\d{4}-\\d{2}-\\d{2}$"
            },
            {
              regex: "^gpt-5-6-terra-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache writes are billed at 1.25x the uncached input rate. OpenAI lists the standard rates for prompts with <272K input tokens, so the 2x input and 1.5x output long-context rates begin at exactly 272K. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. OpenAI reduced Terra prices by 20% on 2026-07-30. Refs: https://developers.openai.com/api/docs/models/gpt-5.6-terra, https://developers.openai.com/api/docs/changelog",
        prices: [
          {
            prices: {
              input_mtok: {
                base: 2.5,
                tiers: [
                  {
                    start: 271999,
                    price: 5
                  }
                ]
              },
              cache_write_mtok: {
                base: 3.125,
                tiers: [
                  {
                    start: 271999,
                    price: 6.25
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.25,
                tiers: [
                  {
                    start: 271999,
                    price: 0.5
                  }
                ]
              },
              output_mtok: {
                base: 15,
                tiers: [
                  {
                    start: 271999,
                    price: 22.5
                  }
                ]
              },
              web_searches_kcount: 10,
              storage_searches_kcount: 2.5
            }
          },
          {
            constraint: {
              start_date: "2026-07-30",
              type: "start_date"
            },
            prices: {
              input_mtok: {
                base: 2,
                tiers: [
                  {
                    start: 271999,
                    price: 4
                  }
                ]
              },
              cache_write_mtok: {
                base: 2.5,
                tiers: [
                  {
                    start: 271999,
                    price: 5
                  }
                ]
              },
              cache_read_mtok: {
                base: 0.2,
                tiers: [
                  {
                    start: 271999,
                    price: 0.4
                  }
                ]
              },
              output_mtok: {
                base: 12,
                tiers: [
                  {
                    start: 271999,
                    price: 18
                  }
                ]
              },
              web_searches_kcount: 10,
              storage_searches_kcount: 2.5
            }
          }
        ]
      },
      {
        id: "gpt-6-astra",
        name: "GPT-6 Astra",
        description: "Our most capable model, built for the hardest end-to-end work.",
        match: {
          or: [
            {
              equals: "gpt-6-astra"
            },
            {
              regex: "^gpt-6-astra-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache writes are billed at 1.25x the uncached input rate. OpenAI lists the standard rates for prompts with <272K input tokens, so the 2x input and 1.5x output long-context rates begin at exactly 272K. Tier starts are encoded as 271999 because the pricing engines select a tier when the token count is greater than start. Refs: https://developers.openai.com/api/docs/models/gpt-6-astra, https://developers.openai.com/api/docs/pricing",
        prices: {
          input_mtok: {
            base: 10,
            tiers: [
              {
                start: 271999,
                price: 20
              }
            ]
          },
          cache_write_mtok: {
            base: 12.5,
            tiers: [
              {
                start: 271999,
                price: 25
              }
            ]
          },
          cache_read_mtok: {
            base: 1,
            tiers: [
              {
                start: 271999,
                price: 2
              }
            ]
          },
          output_mtok: {
            base: 50,
            tiers: [
              {
                start: 271999,
                price: 75
              }
            ]
          },
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-6-luna",
        name: "GPT-6 Luna",
        description: "Efficient model for focused, high-volume tasks.",
        match: {
          or: [
            {
              equals: "gpt-6-luna"
            },
            {
              regex: "^gpt-6-luna-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache reads cost 10% of input; cache writes cost 1.25x. Prompts with more than 272K input tokens cost 2x for input and cache tokens and 1.5x for output. Tier starts use 272000 because the pricing engines select a tier when token count exceeds start. Ref: https://developers.openai.com/api/docs/models/gpt-6-luna",
        prices: {
          input_mtok: {
            base: 0.1,
            tiers: [
              {
                start: 272e3,
                price: 0.2
              }
            ]
          },
          cache_write_mtok: {
            base: 0.125,
            tiers: [
              {
                start: 272e3,
                price: 0.25
              }
            ]
          },
          cache_read_mtok: {
            base: 0.01,
            tiers: [
              {
                start: 272e3,
                price: 0.02
              }
            ]
          },
          output_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 272e3,
                price: 0.75
              }
            ]
          },
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-6-sol",
        name: "GPT-6 Sol",
        description: "Model for complex coding and agentic workflows.",
        match: {
          or: [
            {
              equals: "gpt-6-sol"
            },
            {
              regex: "^gpt-6-sol-\\d{4}-\\d{2}-\\d{2}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache reads cost 10% of input; cache writes cost 1.25x. Prompts with more than 272K input tokens cost 2x for input and cache tokens and 1.5x for output. Tier starts use 272000 because the pricing engines select a tier when token count exceeds start. Ref: https://developers.openai.com/api/docs/models/gpt-6-sol",
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 272e3,
                price: 4
              }
            ]
          },
          cache_write_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 272e3,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 272e3,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 10,
            tiers: [
              {
                start: 272e3,
                price: 15
              }
            ]
          },
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "gpt-audio",
        name: "GPT Audio",
        description: "The gpt-audio model is OpenAI's first generally available audio model. The new snapshot features an upgraded decoder for more natural-sounding voices and maintains better voice consistency.",
        match: {
          or: [
            {
              equals: "gpt-audio"
            },
            {
              equals: "gpt-audio-2025-08-28"
            },
            {
              equals: "gpt-audio-1.5"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2.5,
          output_mtok: 10,
          input_audio_mtok: 32,
          output_audio_mtok: 64
        }
      },
      {
        id: "gpt-audio-mini",
        name: "GPT Audio Mini",
        description: "A cost-efficient version of GPT Audio. The new snapshot features an upgraded decoder for more natural sounding voices and maintains better voice consistency.",
        match: {
          or: [
            {
              equals: "gpt-audio-mini"
            },
            {
              equals: "gpt-audio-mini-2025-10-06"
            },
            {
              equals: "gpt-audio-mini-2025-12-15"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.4,
          input_audio_mtok: 10,
          output_audio_mtok: 20
        }
      },
      {
        id: "gpt-chat-latest",
        name: "GPT Chat Latest",
        description: "GPT Chat Latest points to OpenAI's stable API alias `chat-latest` that always resolves to the latest Instant chat model used in ChatGPT.",
        match: {
          equals: "gpt-chat-latest"
        },
        price_comments: "Imported from OpenRouter pricing; verify against OpenAI pricing when native API pricing is published.",
        prices: {
          input_mtok: 5,
          cache_read_mtok: 0.5,
          output_mtok: 30
        }
      },
      {
        id: "gpt-image-1",
        name: "GPT Image 1",
        description: "OpenAI's previous image generation model.",
        match: {
          equals: "gpt-image-1"
        },
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-image-1.",
        prices: {
          input_mtok: 5,
          cache_read_mtok: 1.25,
          output_mtok: 40,
          input_image_mtok: 10,
          cache_image_read_mtok: 2.5
        }
      },
      {
        id: "gpt-image-1-mini",
        name: "GPT Image 1 Mini",
        description: "A cost-efficient image generation model from OpenAI with text input pricing.",
        match: {
          or: [
            {
              equals: "gpt-image-1-mini"
            }
          ]
        },
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-image-1-mini.",
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.2,
          output_mtok: 8,
          input_image_mtok: 2.5,
          cache_image_read_mtok: 0.25
        }
      },
      {
        id: "gpt-image-1.5",
        name: "GPT Image 1.5",
        description: "An improved image generation model from OpenAI supporting text input and output pricing.",
        match: {
          or: [
            {
              equals: "gpt-image-1.5"
            },
            {
              equals: "gpt-image-1.5-2025-12-16"
            }
          ]
        },
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-image-1.5.",
        prices: {
          input_mtok: 5,
          cache_read_mtok: 1.25,
          output_mtok: 10,
          input_image_mtok: 8,
          cache_image_read_mtok: 2,
          output_image_mtok: 32
        }
      },
      {
        id: "gpt-image-2",
        name: "GPT Image 2",
        description: "OpenAI's latest image generation model with text input pricing.",
        match: {
          or: [
            {
              equals: "gpt-image-2"
            },
            {
              equals: "gpt-image-2-2026-04-21"
            }
          ]
        },
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-image-2.",
        prices: {
          input_mtok: 5,
          cache_read_mtok: 1.25,
          output_mtok: 30,
          input_image_mtok: 8,
          cache_image_read_mtok: 2
        }
      },
      {
        id: "gpt-oss-120b",
        name: "gpt-oss-120b",
        description: "gpt-oss-120b is an open-weight, 117B-parameter Mixture-of-Experts (MoE) language model from OpenAI designed for high-reasoning, agentic, and general-purpose production use cases.",
        match: {
          equals: "gpt-oss-120b"
        },
        context_window: 131072,
        price_comments: "Imported from OpenRouter pricing; verify against OpenAI pricing when native API pricing is published.",
        prices: {
          input_mtok: 0.039,
          output_mtok: 0.18
        }
      },
      {
        id: "gpt-oss-20b",
        name: "gpt-oss-20b",
        description: "gpt-oss-20b is an open-weight 21B parameter model released by OpenAI under the Apache 2.0 license. It uses a Mixture-of-Experts (MoE) architecture with 3.6B active parameters per forward pass.",
        match: {
          equals: "gpt-oss-20b"
        },
        context_window: 131072,
        price_comments: "Imported from OpenRouter pricing; verify against OpenAI pricing when native API pricing is published.",
        prices: {
          input_mtok: 0.029,
          output_mtok: 0.14
        }
      },
      {
        id: "gpt-oss-safeguard-20b",
        name: "gpt-oss-safeguard-20b",
        description: "gpt-oss-safeguard-20b is a safety reasoning model from OpenAI built upon gpt-oss-20b. This open-weight, 21B-parameter Mixture-of-Experts (MoE) model offers lower latency for safety tasks.",
        match: {
          equals: "gpt-oss-safeguard-20b"
        },
        context_window: 131072,
        price_comments: "Imported from OpenRouter pricing; verify against OpenAI pricing when native API pricing is published.",
        prices: {
          input_mtok: 0.075,
          cache_read_mtok: 0.037,
          output_mtok: 0.3
        }
      },
      {
        id: "gpt-realtime",
        match: {
          or: [
            {
              equals: "gpt-realtime"
            },
            {
              equals: "gpt-realtime-2025-08-28"
            },
            {
              equals: "gpt-realtime-1.5"
            }
          ]
        },
        context_window: 32e3,
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-realtime.",
        prices: {
          input_mtok: 4,
          cache_read_mtok: 0.4,
          output_mtok: 16,
          input_audio_mtok: 32,
          cache_audio_read_mtok: 0.4,
          output_audio_mtok: 64,
          input_image_mtok: 5,
          cache_image_read_mtok: 0.5
        }
      },
      {
        id: "gpt-realtime-2",
        match: {
          or: [
            {
              equals: "gpt-realtime-2"
            },
            {
              equals: "gpt-realtime-2.1"
            }
          ]
        },
        context_window: 128e3,
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-realtime-2.1.",
        prices: {
          input_mtok: 4,
          cache_read_mtok: 0.4,
          output_mtok: 24,
          input_audio_mtok: 32,
          cache_audio_read_mtok: 0.4,
          output_audio_mtok: 64,
          input_image_mtok: 5,
          cache_image_read_mtok: 0.5
        }
      },
      {
        id: "gpt-realtime-mini",
        match: {
          or: [
            {
              equals: "gpt-realtime-mini"
            },
            {
              equals: "gpt-realtime-2.1-mini"
            },
            {
              equals: "gpt-realtime-mini-2025-12-15"
            },
            {
              equals: "gpt-realtime-mini-2025-10-06"
            }
          ]
        },
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-realtime-2.1-mini.",
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.06,
          output_mtok: 2.4,
          input_audio_mtok: 10,
          cache_audio_read_mtok: 0.3,
          output_audio_mtok: 20,
          input_image_mtok: 0.8,
          cache_image_read_mtok: 0.08
        }
      },
      {
        id: "gpt-transcribe",
        match: {
          equals: "gpt-transcribe"
        },
        price_comments: "See https://developers.openai.com/api/docs/models/gpt-transcribe.",
        prices: {
          audio_hours: 0.27,
          input_audio_hours: 0.27
        }
      },
      {
        id: "moderation",
        description: "All OpenAI moderation models and endpoints are free of charge",
        match: {
          contains: "moderation"
        },
        prices: {}
      },
      {
        id: "o1",
        name: "o1",
        description: "O1 is a model that offers a balance between cost and performance.",
        match: {
          or: [
            {
              equals: "o1"
            },
            {
              equals: "o1-2024-12-17"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 15,
          cache_read_mtok: 7.5,
          output_mtok: 60
        }
      },
      {
        id: "o1-mini",
        name: "o1 mini",
        description: "O1 Mini is a model that offers a balance between cost and performance.",
        match: {
          or: [
            {
              equals: "o1-mini"
            },
            {
              equals: "o1-mini-2024-09-12"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.55,
          output_mtok: 4.4
        }
      },
      {
        id: "o1-preview",
        name: "o1 preview",
        description: "Preview release of OpenAI's first reasoning model.",
        match: {
          or: [
            {
              equals: "o1-preview"
            },
            {
              equals: "o1-preview-2024-09-12"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 15,
          cache_read_mtok: 7.5,
          output_mtok: 60
        }
      },
      {
        id: "o1-pro",
        name: "o1-pro",
        description: "The o1 series of models are trained with reinforcement learning to think before they answer and perform complex reasoning. The o1-pro model uses more compute to think harder and provide consistently better answers.",
        match: {
          or: [
            {
              equals: "o1-pro"
            },
            {
              equals: "o1-pro-2025-03-19"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 150,
          output_mtok: 600
        }
      },
      {
        id: "o3",
        name: "o3",
        description: "o3 is a well-rounded and powerful model across domains. It sets a new standard for math, science, coding, and visual reasoning tasks. It also excels at technical writing and instruction-following. Use it to think through multi-step problems that involve analysis across text, code, and images. Note that BYOK is required for this model. Set up here: https://openrouter.ai/settings/integrations",
        match: {
          or: [
            {
              equals: "o3"
            },
            {
              equals: "o3-2025-04-16"
            }
          ]
        },
        context_window: 2e5,
        prices: [
          {
            prices: {
              input_mtok: 10,
              cache_read_mtok: 0.5,
              output_mtok: 40,
              web_searches_kcount: 10,
              storage_searches_kcount: 2.5
            }
          },
          {
            constraint: {
              start_date: "2025-06-10",
              type: "start_date"
            },
            prices: {
              input_mtok: 2,
              cache_read_mtok: 0.5,
              output_mtok: 8,
              web_searches_kcount: 10,
              storage_searches_kcount: 2.5
            }
          }
        ]
      },
      {
        id: "o3-deep-research",
        match: {
          or: [
            {
              equals: "o3-deep-research"
            },
            {
              equals: "o3-deep-research-2025-06-26"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 10,
          cache_read_mtok: 2.5,
          output_mtok: 40
        }
      },
      {
        id: "o3-mini",
        name: "o3 Mini",
        description: "OpenAI o3-mini is a cost-efficient language model optimized for STEM reasoning tasks, particularly excelling in science, mathematics, and coding.",
        match: {
          or: [
            {
              equals: "o3-mini"
            },
            {
              equals: "o3-mini-2025-01-31"
            },
            {
              equals: "o3-mini-high"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.55,
          output_mtok: 4.4
        }
      },
      {
        id: "o3-pro",
        name: "o3 Pro",
        description: "The o-series of models are trained with reinforcement learning to think before they answer and perform complex reasoning. The o3-pro model uses more compute to think harder and provide consistently better answers.",
        match: {
          or: [
            {
              equals: "o3-pro"
            },
            {
              equals: "o3-pro-2025-06-10"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 20,
          output_mtok: 80
        }
      },
      {
        id: "o4-mini",
        name: "o4 Mini High",
        description: "OpenAI o4-mini-high is the same model as o4-mini with reasoning_effort set to high.",
        match: {
          or: [
            {
              equals: "o4-mini-2025-04-16"
            },
            {
              equals: "o4-mini-high"
            },
            {
              equals: "o4-mini"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.275,
          output_mtok: 4.4,
          web_searches_kcount: 10,
          storage_searches_kcount: 2.5
        }
      },
      {
        id: "o4-mini-deep-research",
        match: {
          or: [
            {
              equals: "o4-mini-deep-research"
            },
            {
              equals: "o4-mini-deep-research-2025-06-26"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 8
        }
      },
      {
        id: "text-davinci-002",
        match: {
          equals: "text-davinci-002"
        },
        prices: {
          input_mtok: 20,
          output_mtok: 20
        }
      },
      {
        id: "text-davinci-003",
        match: {
          equals: "text-davinci-003"
        },
        prices: {
          input_mtok: 20,
          output_mtok: 20
        }
      },
      {
        id: "text-embedding-3-large",
        name: "text embedding 3",
        description: "Text Embedding 3 is a model that offers a balance between cost and performance.",
        match: {
          equals: "text-embedding-3-large"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.13
        }
      },
      {
        id: "text-embedding-3-small",
        name: "text embedding 3",
        description: "Text Embedding 3 is a model that offers a balance between cost and performance.",
        match: {
          equals: "text-embedding-3-small"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.02
        }
      },
      {
        id: "text-embedding-ada-002",
        name: "text embedding ada",
        description: "Text Embedding Ada is a model that offers a balance between cost and performance.",
        match: {
          or: [
            {
              equals: "text-embedding-ada"
            },
            {
              equals: "text-embedding-ada-002"
            },
            {
              equals: "text-embedding-ada-002-v2"
            }
          ]
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.1
        }
      },
      {
        id: "whisper-1",
        match: {
          equals: "whisper-1"
        },
        price_comments: "See https://developers.openai.com/api/docs/models/whisper-1.",
        prices: {
          audio_hours: 0.36,
          input_audio_hours: 0.36
        }
      }
    ]
  },
  {
    id: "openrouter",
    name: "OpenRouter",
    pricing_urls: ["https://openrouter.ai/models"],
    api_pattern: "https://(api\\.)?openrouter\\.ai",
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "01-ai/yi-large",
        match: {
          equals: "01-ai/yi-large"
        },
        prices: {
          input_mtok: 3,
          output_mtok: 3
        }
      },
      {
        id: "aetherwiing/mn-starcannon-12b",
        match: {
          equals: "aetherwiing/mn-starcannon-12b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "agentica-org/deepcoder-14b-preview:free",
        match: {
          equals: "agentica-org/deepcoder-14b-preview:free"
        },
        prices: {}
      },
      {
        id: "ai21/jamba-1-5-large",
        match: {
          equals: "ai21/jamba-1-5-large"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 8
        }
      },
      {
        id: "ai21/jamba-1-5-mini",
        match: {
          equals: "ai21/jamba-1-5-mini"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.4
        }
      },
      {
        id: "ai21/jamba-1.6-large",
        match: {
          equals: "ai21/jamba-1.6-large"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 8
        }
      },
      {
        id: "ai21/jamba-1.6-mini",
        match: {
          equals: "ai21/jamba-1.6-mini"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.4
        }
      },
      {
        id: "ai21/jamba-instruct",
        match: {
          equals: "ai21/jamba-instruct"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.7
        }
      },
      {
        id: "ai21/jamba-large-1.7",
        name: "Jamba Large 1.7",
        match: {
          equals: "ai21/jamba-large-1.7"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 8
        }
      },
      {
        id: "aion-labs/aion-1.0",
        name: "Aion-1.0",
        match: {
          equals: "aion-labs/aion-1.0"
        },
        prices: {
          input_mtok: 4,
          output_mtok: 8
        }
      },
      {
        id: "aion-labs/aion-1.0-mini",
        name: "Aion-1.0-Mini",
        match: {
          equals: "aion-labs/aion-1.0-mini"
        },
        prices: {
          input_mtok: 0.7,
          output_mtok: 1.4
        }
      },
      {
        id: "aion-labs/aion-2.0",
        name: "Aion-2.0",
        match: {
          equals: "aion-labs/aion-2.0"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.8,
          cache_read_mtok: 0.2,
          output_mtok: 1.6
        }
      },
      {
        id: "aion-labs/aion-rp-llama-3.1-8b",
        match: {
          equals: "aion-labs/aion-rp-llama-3.1-8b"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "alfredpros/codellama-7b-instruct-solidity",
        match: {
          equals: "alfredpros/codellama-7b-instruct-solidity"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "all-hands/openhands-lm-32b-v0.1",
        match: {
          equals: "all-hands/openhands-lm-32b-v0.1"
        },
        prices: {
          input_mtok: 2.6,
          output_mtok: 3.4
        }
      },
      {
        id: "allenai/molmo-7b-d:free",
        match: {
          equals: "allenai/molmo-7b-d:free"
        },
        prices: {}
      },
      {
        id: "allenai/olmo-3-32b-think",
        name: "Olmo 3 32B Think",
        match: {
          equals: "allenai/olmo-3-32b-think"
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.5
        }
      },
      {
        id: "alpindale/goliath-120b",
        match: {
          equals: "alpindale/goliath-120b"
        },
        prices: {
          input_mtok: 6.5625,
          output_mtok: 9.375
        }
      },
      {
        id: "alpindale/magnum-72b",
        match: {
          equals: "alpindale/magnum-72b"
        },
        prices: {
          input_mtok: 1.5,
          output_mtok: 2.25
        }
      },
      {
        id: "amazon/nova-2-lite-v1",
        name: "Nova 2 Lite",
        match: {
          equals: "amazon/nova-2-lite-v1"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.3,
          output_mtok: 2.5
        }
      },
      {
        id: "amazon/nova-lite-v1",
        match: {
          equals: "amazon/nova-lite-v1"
        },
        context_window: 3e5,
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.24
        }
      },
      {
        id: "amazon/nova-micro-v1",
        match: {
          equals: "amazon/nova-micro-v1"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.035,
          output_mtok: 0.14
        }
      },
      {
        id: "amazon/nova-premier-v1",
        name: "Nova Premier 1.0",
        match: {
          equals: "amazon/nova-premier-v1"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 2.5,
          cache_read_mtok: 0.625,
          output_mtok: 12.5
        }
      },
      {
        id: "amazon/nova-pro-v1",
        match: {
          equals: "amazon/nova-pro-v1"
        },
        context_window: 3e5,
        prices: {
          input_mtok: 0.8,
          output_mtok: 3.2
        }
      },
      {
        id: "anthracite-org/magnum-v2-72b",
        match: {
          equals: "anthracite-org/magnum-v2-72b"
        },
        prices: {
          input_mtok: 3,
          output_mtok: 3
        }
      },
      {
        id: "anthracite-org/magnum-v4-72b",
        match: {
          equals: "anthracite-org/magnum-v4-72b"
        },
        context_window: 32768,
        prices: {
          input_mtok: 1.5,
          output_mtok: 2.25
        }
      },
      {
        id: "anthropic/claude-2",
        match: {
          or: [
            {
              equals: "anthropic/claude-2"
            },
            {
              equals: "anthropic/claude-2.0"
            },
            {
              equals: "anthropic/claude-2.0:beta"
            },
            {
              equals: "anthropic/claude-2.1"
            },
            {
              equals: "anthropic/claude-2.1:beta"
            },
            {
              equals: "anthropic/claude-2:beta"
            }
          ]
        },
        prices: {
          input_mtok: 8,
          output_mtok: 24
        }
      },
      {
        id: "anthropic/claude-3-haiku",
        match: {
          or: [
            {
              equals: "anthropic/claude-3-haiku"
            },
            {
              equals: "anthropic/claude-3-haiku:beta"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.25,
          output_mtok: 1.25
        }
      },
      {
        id: "anthropic/claude-3-opus",
        match: {
          or: [
            {
              equals: "anthropic/claude-3-opus"
            },
            {
              equals: "anthropic/claude-3-opus:beta"
            }
          ]
        },
        prices: {
          input_mtok: 15,
          output_mtok: 75
        }
      },
      {
        id: "anthropic/claude-3-sonnet",
        match: {
          or: [
            {
              equals: "anthropic/claude-3-sonnet"
            },
            {
              equals: "anthropic/claude-3-sonnet:beta"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          output_mtok: 15
        }
      },
      {
        id: "anthropic/claude-3.5-haiku",
        match: {
          or: [
            {
              equals: "anthropic/claude-3.5-haiku"
            },
            {
              equals: "anthropic/claude-3.5-haiku-20241022"
            },
            {
              equals: "anthropic/claude-3.5-haiku-20241022:beta"
            },
            {
              equals: "anthropic/claude-3.5-haiku:beta"
            }
          ]
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 4
        }
      },
      {
        id: "anthropic/claude-3.5-sonnet",
        match: {
          or: [
            {
              equals: "anthropic/claude-3.5-sonnet"
            },
            {
              equals: "anthropic/claude-3.5-sonnet-20240620"
            },
            {
              equals: "anthropic/claude-3.5-sonnet-20240620:beta"
            },
            {
              equals: "anthropic/claude-3.5-sonnet:beta"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          output_mtok: 15
        }
      },
      {
        id: "anthropic/claude-3.7-sonnet",
        match: {
          or: [
            {
              equals: "anthropic/claude-3.7-sonnet"
            },
            {
              equals: "anthropic/claude-3.7-sonnet:beta"
            },
            {
              equals: "anthropic/claude-3.7-sonnet:thinking"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          output_mtok: 15
        }
      },
      {
        id: "anthropic/claude-fable-5",
        match: {
          or: [
            {
              equals: "anthropic/claude-fable-5"
            },
            {
              equals: "anthropic/claude-fable-5:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "anthropic/claude-fable-5.1",
        match: {
          or: [
            {
              equals: "anthropic/claude-fable-5.1"
            },
            {
              equals: "anthropic/claude-fable-5.1:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Cache hits are 0.025x base input (not the usual 0.1x), unique to Fable 5.1 and Mythos 5.1. Ref: https://platform.claude.com/docs/en/about-claude/pricing#model-pricing Cache-read rate confirmed via https://openrouter.ai/api/v1/models",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 0.25,
          output_mtok: 50
        }
      },
      {
        id: "anthropic/claude-haiku-4.5",
        match: {
          or: [
            {
              equals: "anthropic/claude-haiku-4.5"
            },
            {
              equals: "anthropic/claude-4.5-haiku-20251001"
            },
            {
              equals: "anthropic/claude-4.5-haiku-20251001:beta"
            },
            {
              equals: "anthropic/claude-haiku-4.5-20251001"
            },
            {
              equals: "anthropic/claude-haiku-4.5-20251001:beta"
            },
            {
              equals: "anthropic/claude-haiku-4.5:beta"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1,
          cache_write_mtok: 1.25,
          cache_read_mtok: 0.1,
          output_mtok: 5
        }
      },
      {
        id: "anthropic/claude-opus-4",
        name: "Claude Opus 4",
        match: {
          or: [
            {
              equals: "anthropic/claude-opus-4"
            },
            {
              equals: "anthropic/claude-opus-4.1"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75
        }
      },
      {
        id: "anthropic/claude-opus-4.5",
        match: {
          or: [
            {
              equals: "anthropic/claude-opus-4.5"
            },
            {
              equals: "anthropic/claude-4.5-opus-20251124"
            },
            {
              equals: "anthropic/claude-4.5-opus-20251124:beta"
            },
            {
              equals: "anthropic/claude-opus-4.5-20251124"
            },
            {
              equals: "anthropic/claude-opus-4.5-20251124:beta"
            },
            {
              equals: "anthropic/claude-opus-4.5:beta"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "anthropic/claude-opus-4.6",
        match: {
          or: [
            {
              equals: "anthropic/claude-opus-4.6"
            },
            {
              equals: "anthropic/claude-4.6-opus-20260205"
            },
            {
              equals: "anthropic/claude-4.6-opus-20260205:beta"
            },
            {
              equals: "anthropic/claude-opus-4.6-20260205"
            },
            {
              equals: "anthropic/claude-opus-4.6-20260205:beta"
            },
            {
              equals: "anthropic/claude-opus-4.6:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "anthropic/claude-opus-4.6-fast",
        name: "Claude Opus 4.6 (Fast)",
        match: {
          equals: "anthropic/claude-opus-4.6-fast"
        },
        prices: {
          input_mtok: 30,
          cache_write_mtok: 37.5,
          cache_read_mtok: 3,
          output_mtok: 150
        }
      },
      {
        id: "anthropic/claude-opus-4.7",
        match: {
          or: [
            {
              equals: "anthropic/claude-opus-4.7"
            },
            {
              equals: "anthropic/claude-opus-4.7:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "anthropic/claude-opus-4.7-fast",
        name: "Claude Opus 4.7 (Fast)",
        match: {
          equals: "anthropic/claude-opus-4.7-fast"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 30,
          cache_write_mtok: 37.5,
          cache_read_mtok: 3,
          output_mtok: 150
        }
      },
      {
        id: "anthropic/claude-opus-4.8",
        match: {
          or: [
            {
              equals: "anthropic/claude-opus-4.8"
            },
            {
              equals: "anthropic/claude-opus-4.8:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "anthropic/claude-opus-4.8-fast",
        name: "Claude Opus 4.8 (Fast)",
        match: {
          equals: "anthropic/claude-opus-4.8-fast"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "anthropic/claude-opus-5",
        match: {
          or: [
            {
              equals: "anthropic/claude-opus-5"
            },
            {
              equals: "anthropic/claude-opus-5:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing",
        prices: {
          input_mtok: 5,
          cache_write_mtok: 6.25,
          cache_read_mtok: 0.5,
          output_mtok: 25
        }
      },
      {
        id: "anthropic/claude-opus-5-fast",
        name: "Claude Opus 5 (Fast)",
        match: {
          equals: "anthropic/claude-opus-5-fast"
        },
        context_window: 1e6,
        price_comments: "Fast mode premium pricing, applies across the full context window. Ref: https://platform.claude.com/docs/en/about-claude/pricing#fast-mode-pricing",
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "anthropic/claude-opus-5.5",
        match: {
          or: [
            {
              equals: "anthropic/claude-opus-5.5"
            },
            {
              equals: "anthropic/claude-opus-5.5:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Cache hits are 0.05x base input (not the usual 0.1x), unique to Opus 5.5. Ref: https://platform.claude.com/docs/en/about-claude/pricing#model-pricing Cache-read rate confirmed via https://openrouter.ai/api/v1/models",
        prices: {
          input_mtok: 4,
          cache_write_mtok: 5,
          cache_read_mtok: 0.2,
          output_mtok: 20
        }
      },
      {
        id: "anthropic/claude-sonnet-4",
        name: "Claude Sonnet 4",
        match: {
          equals: "anthropic/claude-sonnet-4"
        },
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "anthropic/claude-sonnet-4.5",
        match: {
          or: [
            {
              equals: "anthropic/claude-sonnet-4.5"
            },
            {
              equals: "anthropic/claude-4.5-sonnet-20250929"
            },
            {
              equals: "anthropic/claude-4.5-sonnet-20250929:beta"
            },
            {
              equals: "anthropic/claude-sonnet-4.5-20250929"
            },
            {
              equals: "anthropic/claude-sonnet-4.5-20250929:beta"
            },
            {
              equals: "anthropic/claude-sonnet-4.5:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Tiered pricing: Unlike 4.6 models, Sonnet 4.5 has long-context surcharge. Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing",
        prices: {
          input_mtok: {
            base: 3,
            tiers: [
              {
                start: 2e5,
                price: 6
              }
            ]
          },
          cache_write_mtok: {
            base: 3.75,
            tiers: [
              {
                start: 2e5,
                price: 7.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.3,
            tiers: [
              {
                start: 2e5,
                price: 0.6
              }
            ]
          },
          output_mtok: {
            base: 15,
            tiers: [
              {
                start: 2e5,
                price: 22.5
              }
            ]
          }
        }
      },
      {
        id: "anthropic/claude-sonnet-4.6",
        match: {
          or: [
            {
              equals: "anthropic/claude-sonnet-4.6"
            },
            {
              equals: "anthropic/claude-4.6-sonnet-20260217"
            },
            {
              equals: "anthropic/claude-4.6-sonnet-20260217:beta"
            },
            {
              equals: "anthropic/claude-sonnet-4.6-20260217"
            },
            {
              equals: "anthropic/claude-sonnet-4.6-20260217:beta"
            },
            {
              equals: "anthropic/claude-sonnet-4.6:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across full 1M context window (no tiered pricing). Ref: https://platform.claude.com/docs/en/about-claude/pricing#long-context-pricing",
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "anthropic/claude-sonnet-5",
        match: {
          or: [
            {
              equals: "anthropic/claude-sonnet-5"
            },
            {
              equals: "anthropic/claude-sonnet-5:beta"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Flat pricing across the full 1M context window (no tiered pricing). Anthropic made the introductory $2/$10 per MTok rates permanent and cancelled the previously scheduled increase. Refs: https://openrouter.ai/anthropic/claude-sonnet-5, https://platform.claude.com/docs/en/about-claude/pricing",
        prices: {
          input_mtok: 2,
          cache_write_mtok: 2.5,
          cache_read_mtok: 0.2,
          output_mtok: 10
        }
      },
      {
        id: "anubis-pro-105b-v1",
        name: "Anubis Pro 105B V1",
        match: {
          equals: "anubis-pro-105b-v1"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1
        }
      },
      {
        id: "arcee-ai/coder-large",
        name: "Coder Large",
        match: {
          equals: "arcee-ai/coder-large"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.8
        }
      },
      {
        id: "arcee-ai/trinity-large-thinking",
        name: "Trinity Large Thinking",
        match: {
          equals: "arcee-ai/trinity-large-thinking"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.22,
          cache_read_mtok: 0.06,
          output_mtok: 0.85
        }
      },
      {
        id: "arcee-ai/trinity-mini",
        name: "Trinity Mini",
        match: {
          equals: "arcee-ai/trinity-mini"
        },
        prices: {
          input_mtok: 0.045,
          output_mtok: 0.15
        }
      },
      {
        id: "arcee-ai/virtuoso-large",
        name: "Virtuoso Large",
        match: {
          equals: "arcee-ai/virtuoso-large"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.75,
          output_mtok: 1.2
        }
      },
      {
        id: "arcee-blitz",
        name: "Arcee Blitz",
        match: {
          equals: "arcee-blitz"
        },
        prices: {
          input_mtok: 0.45,
          output_mtok: 0.75
        }
      },
      {
        id: "arliai/qwq-32b-arliai-rpr-v1:free",
        match: {
          equals: "arliai/qwq-32b-arliai-rpr-v1:free"
        },
        prices: {}
      },
      {
        id: "baidu/ernie-4.5-vl-424b-a47b",
        name: "ERNIE 4.5 VL 424B A47B",
        match: {
          equals: "baidu/ernie-4.5-vl-424b-a47b"
        },
        context_window: 123e3,
        prices: {
          input_mtok: 0.42,
          output_mtok: 1.25
        }
      },
      {
        id: "bytedance-research/ui-tars-72b:free",
        match: {
          equals: "bytedance-research/ui-tars-72b:free"
        },
        prices: {}
      },
      {
        id: "bytedance-seed/seed-1.6",
        name: "Seed 1.6",
        match: {
          equals: "bytedance-seed/seed-1.6"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.25,
          output_mtok: 2
        }
      },
      {
        id: "bytedance-seed/seed-1.6-flash",
        name: "Seed 1.6 Flash",
        match: {
          equals: "bytedance-seed/seed-1.6-flash"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.075,
          output_mtok: 0.3
        }
      },
      {
        id: "bytedance-seed/seed-2.0-lite",
        name: "Seed-2.0-Lite",
        match: {
          equals: "bytedance-seed/seed-2.0-lite"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.25,
          output_mtok: 2
        }
      },
      {
        id: "bytedance-seed/seed-2.0-mini",
        name: "Seed-2.0-Mini",
        match: {
          equals: "bytedance-seed/seed-2.0-mini"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.4
        }
      },
      {
        id: "bytedance/ui-tars-1.5-7b",
        name: "UI-TARS 7B",
        match: {
          equals: "bytedance/ui-tars-1.5-7b"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.2
        }
      },
      {
        id: "caller-large",
        name: "Caller Large",
        match: {
          equals: "caller-large"
        },
        prices: {
          input_mtok: 0.55,
          output_mtok: 0.85
        }
      },
      {
        id: "chatgpt-4o-latest",
        name: "ChatGPT-4o",
        match: {
          equals: "chatgpt-4o-latest"
        },
        prices: {
          input_mtok: 5,
          output_mtok: 15
        }
      },
      {
        id: "claude-2",
        name: "Claude v2",
        match: {
          or: [
            {
              equals: "claude-2"
            },
            {
              equals: "claude-2.0"
            },
            {
              equals: "claude-2.0:beta"
            },
            {
              equals: "claude-2.1"
            },
            {
              equals: "claude-2.1:beta"
            },
            {
              equals: "claude-2:beta"
            }
          ]
        },
        prices: {
          input_mtok: 8,
          output_mtok: 24
        }
      },
      {
        id: "claude-3-opus",
        name: "Claude 3 Opus",
        match: {
          or: [
            {
              equals: "claude-3-opus"
            },
            {
              equals: "claude-3-opus:beta"
            }
          ]
        },
        prices: {
          input_mtok: 15,
          cache_write_mtok: 18.75,
          cache_read_mtok: 1.5,
          output_mtok: 75
        }
      },
      {
        id: "claude-3-sonnet",
        name: "Claude 3 Sonnet",
        match: {
          or: [
            {
              equals: "claude-3-sonnet"
            },
            {
              equals: "claude-3-sonnet:beta"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "claude-3.5-sonnet",
        name: "Claude 3.5 Sonnet",
        match: {
          or: [
            {
              equals: "claude-3.5-sonnet"
            },
            {
              equals: "claude-3.5-sonnet-20240620"
            },
            {
              equals: "claude-3.5-sonnet-20240620:beta"
            },
            {
              equals: "claude-3.5-sonnet:beta"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "claude-3.7-sonnet",
        name: "Claude 3.7 Sonnet",
        match: {
          or: [
            {
              equals: "claude-3.7-sonnet"
            },
            {
              equals: "claude-3.7-sonnet:beta"
            },
            {
              equals: "claude-3.7-sonnet:thinking"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "codellama-7b-instruct-solidity",
        name: "CodeLLaMa 7B Instruct Solidity",
        match: {
          equals: "codellama-7b-instruct-solidity"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "codestral-2501",
        name: "Codestral 2501",
        match: {
          equals: "codestral-2501"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.9
        }
      },
      {
        id: "codex-mini",
        name: "Codex Mini",
        match: {
          equals: "codex-mini"
        },
        prices: {
          input_mtok: 1.5,
          cache_read_mtok: 0.375,
          output_mtok: 6
        }
      },
      {
        id: "cognitivecomputations/dolphin-mistral-24b-venice-edition:free",
        name: "Uncensored (free)",
        match: {
          equals: "cognitivecomputations/dolphin-mistral-24b-venice-edition:free"
        },
        prices: {}
      },
      {
        id: "cognitivecomputations/dolphin-mixtral-8x22b",
        match: {
          equals: "cognitivecomputations/dolphin-mixtral-8x22b"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "cognitivecomputations/dolphin-mixtral-8x7b",
        match: {
          equals: "cognitivecomputations/dolphin-mixtral-8x7b"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.5
        }
      },
      {
        id: "cognitivecomputations/dolphin3.0-mistral-24b:free",
        match: {
          equals: "cognitivecomputations/dolphin3.0-mistral-24b:free"
        },
        prices: {}
      },
      {
        id: "cognitivecomputations/dolphin3.0-r1-mistral-24b:free",
        match: {
          equals: "cognitivecomputations/dolphin3.0-r1-mistral-24b:free"
        },
        prices: {}
      },
      {
        id: "cohere/command",
        match: {
          equals: "cohere/command"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "cohere/command-a",
        match: {
          equals: "cohere/command-a"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "cohere/command-r",
        match: {
          or: [
            {
              equals: "cohere/command-r"
            },
            {
              equals: "cohere/command-r-03-2024"
            }
          ]
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "cohere/command-r-08-2024",
        match: {
          equals: "cohere/command-r-08-2024"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "cohere/command-r-plus",
        match: {
          or: [
            {
              equals: "cohere/command-r-plus"
            },
            {
              equals: "cohere/command-r-plus-04-2024"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          output_mtok: 15
        }
      },
      {
        id: "cohere/command-r-plus-08-2024",
        match: {
          equals: "cohere/command-r-plus-08-2024"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "cohere/command-r7b-12-2024",
        match: {
          equals: "cohere/command-r7b-12-2024"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.0375,
          output_mtok: 0.15
        }
      },
      {
        id: "command",
        name: "Command",
        match: {
          equals: "command"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "command-r",
        name: "Command R",
        match: {
          or: [
            {
              equals: "command-r"
            },
            {
              equals: "command-r-03-2024"
            }
          ]
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "command-r-plus",
        name: "Command R+",
        match: {
          or: [
            {
              equals: "command-r-plus"
            },
            {
              equals: "command-r-plus-04-2024"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          output_mtok: 15
        }
      },
      {
        id: "deepcoder-14b-preview:free",
        name: "Deepcoder 14B Preview (free)",
        match: {
          equals: "deepcoder-14b-preview:free"
        },
        prices: {}
      },
      {
        id: "deepcogito/cogito-v2.1-671b",
        name: "Cogito v2.1 671B",
        match: {
          equals: "deepcogito/cogito-v2.1-671b"
        },
        prices: {
          input_mtok: 1.25,
          output_mtok: 1.25
        }
      },
      {
        id: "deephermes-3-llama-3-8b-preview:free",
        name: "DeepHermes 3 Llama 3 8B Preview (free)",
        match: {
          equals: "deephermes-3-llama-3-8b-preview:free"
        },
        prices: {}
      },
      {
        id: "deepseek-chat-v3-0324:free",
        name: "DeepSeek V3 0324 (free)",
        match: {
          equals: "deepseek-chat-v3-0324:free"
        },
        prices: {}
      },
      {
        id: "deepseek-chat:free",
        name: "DeepSeek V3 (free)",
        match: {
          equals: "deepseek-chat:free"
        },
        prices: {}
      },
      {
        id: "deepseek-prover-v2",
        name: "DeepSeek Prover V2",
        match: {
          equals: "deepseek-prover-v2"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 2.18
        }
      },
      {
        id: "deepseek-r1-0528-qwen3-8b",
        name: "Deepseek R1 0528 Qwen3 8B",
        match: {
          equals: "deepseek-r1-0528-qwen3-8b"
        },
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.1
        }
      },
      {
        id: "deepseek-r1-0528-qwen3-8b:free",
        name: "Deepseek R1 0528 Qwen3 8B (free)",
        match: {
          equals: "deepseek-r1-0528-qwen3-8b:free"
        },
        prices: {}
      },
      {
        id: "deepseek-r1-0528:free",
        name: "R1 0528 (free)",
        match: {
          equals: "deepseek-r1-0528:free"
        },
        prices: {}
      },
      {
        id: "deepseek-r1-distill-llama-70b:free",
        name: "R1 Distill Llama 70B (free)",
        match: {
          equals: "deepseek-r1-distill-llama-70b:free"
        },
        prices: {}
      },
      {
        id: "deepseek-r1-distill-llama-8b",
        name: "R1 Distill Llama 8B",
        match: {
          equals: "deepseek-r1-distill-llama-8b"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "deepseek-r1-distill-qwen-1.5b",
        name: "R1 Distill Qwen 1.5B",
        match: {
          equals: "deepseek-r1-distill-qwen-1.5b"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "deepseek-r1-distill-qwen-14b",
        name: "R1 Distill Qwen 14B",
        match: {
          equals: "deepseek-r1-distill-qwen-14b"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "deepseek-r1-distill-qwen-14b:free",
        name: "R1 Distill Qwen 14B (free)",
        match: {
          equals: "deepseek-r1-distill-qwen-14b:free"
        },
        prices: {}
      },
      {
        id: "deepseek-r1-distill-qwen-32b:free",
        name: "R1 Distill Qwen 32B (free)",
        match: {
          equals: "deepseek-r1-distill-qwen-32b:free"
        },
        prices: {}
      },
      {
        id: "deepseek-r1-distill-qwen-7b",
        name: "R1 Distill Qwen 7B",
        match: {
          equals: "deepseek-r1-distill-qwen-7b"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.2
        }
      },
      {
        id: "deepseek-r1:free",
        name: "R1 (free)",
        match: {
          equals: "deepseek-r1:free"
        },
        prices: {}
      },
      {
        id: "deepseek-r1t-chimera:free",
        name: "DeepSeek R1T Chimera (free)",
        match: {
          equals: "deepseek-r1t-chimera:free"
        },
        prices: {}
      },
      {
        id: "deepseek-v3-base:free",
        name: "DeepSeek V3 Base (free)",
        match: {
          equals: "deepseek-v3-base:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-chat",
        name: "DeepSeek V3",
        match: {
          equals: "deepseek/deepseek-chat"
        },
        prices: {
          input_mtok: 0.38,
          output_mtok: 0.89
        }
      },
      {
        id: "deepseek/deepseek-chat-v3-0324",
        name: "DeepSeek V3 0324",
        match: {
          equals: "deepseek/deepseek-chat-v3-0324"
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.88
        }
      },
      {
        id: "deepseek/deepseek-chat-v3-0324:free",
        match: {
          equals: "deepseek/deepseek-chat-v3-0324:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-chat-v3.1",
        name: "DeepSeek V3.1",
        match: {
          equals: "deepseek/deepseek-chat-v3.1"
        },
        prices: {
          input_mtok: 0.21,
          cache_read_mtok: 0.13,
          output_mtok: 0.79
        }
      },
      {
        id: "deepseek/deepseek-chat:free",
        match: {
          equals: "deepseek/deepseek-chat:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-r1",
        name: "R1",
        match: {
          equals: "deepseek/deepseek-r1"
        },
        context_window: 64e3,
        prices: {
          input_mtok: 0.45,
          output_mtok: 2.15
        }
      },
      {
        id: "deepseek/deepseek-r1-0528",
        name: "R1 0528",
        match: {
          equals: "deepseek/deepseek-r1-0528"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 2.15
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-llama-70b",
        name: "R1 Distill Llama 70B",
        match: {
          equals: "deepseek/deepseek-r1-distill-llama-70b"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.4
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-llama-70b:free",
        match: {
          equals: "deepseek/deepseek-r1-distill-llama-70b:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-r1-distill-llama-8b",
        match: {
          equals: "deepseek/deepseek-r1-distill-llama-8b"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-qwen-1.5b",
        match: {
          equals: "deepseek/deepseek-r1-distill-qwen-1.5b"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-qwen-14b",
        match: {
          equals: "deepseek/deepseek-r1-distill-qwen-14b"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-qwen-14b:free",
        match: {
          equals: "deepseek/deepseek-r1-distill-qwen-14b:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-r1-distill-qwen-32b",
        name: "R1 Distill Qwen 32B",
        match: {
          equals: "deepseek/deepseek-r1-distill-qwen-32b"
        },
        prices: {
          input_mtok: 0.12,
          output_mtok: 0.18
        }
      },
      {
        id: "deepseek/deepseek-r1-distill-qwen-32b:free",
        match: {
          equals: "deepseek/deepseek-r1-distill-qwen-32b:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-r1-zero:free",
        match: {
          equals: "deepseek/deepseek-r1-zero:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-r1:free",
        match: {
          equals: "deepseek/deepseek-r1:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-v3-base:free",
        match: {
          equals: "deepseek/deepseek-v3-base:free"
        },
        prices: {}
      },
      {
        id: "deepseek/deepseek-v3.1-terminus",
        name: "DeepSeek V3.1 Terminus",
        match: {
          equals: "deepseek/deepseek-v3.1-terminus"
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.23,
          output_mtok: 0.9
        }
      },
      {
        id: "deepseek/deepseek-v3.2",
        name: "DeepSeek V3.2",
        match: {
          equals: "deepseek/deepseek-v3.2"
        },
        prices: {
          input_mtok: 0.2288,
          output_mtok: 0.3432
        }
      },
      {
        id: "deepseek/deepseek-v3.2-exp",
        name: "DeepSeek V3.2 Exp",
        match: {
          equals: "deepseek/deepseek-v3.2-exp"
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.27,
          output_mtok: 0.41
        }
      },
      {
        id: "deepseek/deepseek-v4-flash",
        name: "DeepSeek V4 Flash",
        match: {
          equals: "deepseek/deepseek-v4-flash"
        },
        prices: {
          input_mtok: 0.0983,
          cache_read_mtok: 0.0197,
          output_mtok: 0.1966
        }
      },
      {
        id: "deepseek/deepseek-v4-pro",
        name: "DeepSeek V4 Pro",
        match: {
          equals: "deepseek/deepseek-v4-pro"
        },
        prices: {
          input_mtok: 0.435,
          cache_read_mtok: 3625e-6,
          output_mtok: 0.87
        }
      },
      {
        id: "devstral-small",
        name: "Devstral Small",
        match: {
          equals: "devstral-small"
        },
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.12
        }
      },
      {
        id: "devstral-small:free",
        name: "Devstral Small (free)",
        match: {
          equals: "devstral-small:free"
        },
        prices: {}
      },
      {
        id: "dobby-mini-unhinged-plus-llama-3.1-8b",
        name: "Dobby Mini Plus Llama 3.1 8B",
        match: {
          equals: "dobby-mini-unhinged-plus-llama-3.1-8b"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "dolphin-mixtral-8x22b",
        name: "Dolphin 2.9.2 Mixtral 8x22B 🐬",
        match: {
          equals: "dolphin-mixtral-8x22b"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "dolphin3.0-mistral-24b:free",
        name: "Dolphin3.0 Mistral 24B (free)",
        match: {
          equals: "dolphin3.0-mistral-24b:free"
        },
        prices: {}
      },
      {
        id: "dolphin3.0-r1-mistral-24b:free",
        name: "Dolphin3.0 R1 Mistral 24B (free)",
        match: {
          equals: "dolphin3.0-r1-mistral-24b:free"
        },
        prices: {}
      },
      {
        id: "eleutherai/llemma_7b",
        match: {
          equals: "eleutherai/llemma_7b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "essentialai/rnj-1-instruct",
        name: "Rnj 1 Instruct",
        match: {
          equals: "essentialai/rnj-1-instruct"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "eva-llama-3.33-70b",
        name: "EVA Llama 3.33 70B",
        match: {
          equals: "eva-llama-3.33-70b"
        },
        prices: {
          input_mtok: 4,
          output_mtok: 6
        }
      },
      {
        id: "eva-qwen-2.5-32b",
        name: "EVA Qwen2.5 32B",
        match: {
          equals: "eva-qwen-2.5-32b"
        },
        prices: {
          input_mtok: 2.6,
          output_mtok: 3.4
        }
      },
      {
        id: "eva-qwen-2.5-72b",
        name: "EVA Qwen2.5 72B",
        match: {
          equals: "eva-qwen-2.5-72b"
        },
        prices: {
          input_mtok: 4,
          output_mtok: 6
        }
      },
      {
        id: "eva-unit-01/eva-llama-3.33-70b",
        match: {
          equals: "eva-unit-01/eva-llama-3.33-70b"
        },
        prices: {
          input_mtok: 4,
          output_mtok: 6
        }
      },
      {
        id: "eva-unit-01/eva-qwen-2.5-32b",
        match: {
          equals: "eva-unit-01/eva-qwen-2.5-32b"
        },
        prices: {
          input_mtok: 2.6,
          output_mtok: 3.4
        }
      },
      {
        id: "eva-unit-01/eva-qwen-2.5-72b",
        match: {
          equals: "eva-unit-01/eva-qwen-2.5-72b"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 1.2
        }
      },
      {
        id: "featherless/qwerky-72b:free",
        match: {
          equals: "featherless/qwerky-72b:free"
        },
        prices: {}
      },
      {
        id: "fimbulvetr-11b-v2",
        name: "Fimbulvetr 11B v2",
        match: {
          equals: "fimbulvetr-11b-v2"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "gemini-2.0-flash-001",
        name: "Gemini 2.0 Flash",
        match: {
          equals: "gemini-2.0-flash-001"
        },
        prices: {
          input_mtok: 0.1,
          cache_write_mtok: 0.1833,
          cache_read_mtok: 0.025,
          output_mtok: 0.4
        }
      },
      {
        id: "gemini-2.0-flash-exp:free",
        name: "Gemini 2.0 Flash Experimental (free)",
        match: {
          equals: "gemini-2.0-flash-exp:free"
        },
        prices: {}
      },
      {
        id: "gemini-2.0-flash-lite-001",
        name: "Gemini 2.0 Flash Lite",
        match: {
          equals: "gemini-2.0-flash-lite-001"
        },
        prices: {
          input_mtok: 0.075,
          output_mtok: 0.3
        }
      },
      {
        id: "gemini-2.5-flash-lite-preview-06-17",
        name: "Gemini 2.5 Flash Lite Preview 06-17",
        match: {
          equals: "gemini-2.5-flash-lite-preview-06-17"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.4
        }
      },
      {
        id: "gemini-2.5-flash-preview",
        name: "Gemini 2.5 Flash Preview 04-17",
        match: {
          or: [
            {
              equals: "gemini-2.5-flash-preview"
            },
            {
              equals: "gemini-2.5-flash-preview-05-20"
            }
          ]
        },
        prices: {
          input_mtok: 0.15,
          cache_write_mtok: 0.2333,
          cache_read_mtok: 0.0375,
          output_mtok: 0.6
        }
      },
      {
        id: "gemini-2.5-flash-preview-05-20:thinking",
        name: "Gemini 2.5 Flash Preview 05-20 (thinking)",
        match: {
          equals: "gemini-2.5-flash-preview-05-20:thinking"
        },
        prices: {
          input_mtok: 0.15,
          cache_write_mtok: 0.2333,
          cache_read_mtok: 0.0375,
          output_mtok: 3.5
        }
      },
      {
        id: "gemini-2.5-flash-preview:thinking",
        name: "Gemini 2.5 Flash Preview 04-17 (thinking)",
        match: {
          equals: "gemini-2.5-flash-preview:thinking"
        },
        prices: {
          input_mtok: 0.15,
          cache_write_mtok: 0.2333,
          cache_read_mtok: 0.0375,
          output_mtok: 3.5
        }
      },
      {
        id: "gemini-2.5-pro-exp-03-25",
        name: "Gemini 2.5 Pro Experimental",
        match: {
          equals: "gemini-2.5-pro-exp-03-25"
        },
        prices: {}
      },
      {
        id: "gemini-flash-1.5",
        name: "Gemini 1.5 Flash",
        match: {
          equals: "gemini-flash-1.5"
        },
        prices: {
          input_mtok: 0.075,
          cache_write_mtok: 0.1583,
          cache_read_mtok: 0.01875,
          output_mtok: 0.3
        }
      },
      {
        id: "gemini-flash-1.5-8b",
        name: "Gemini 1.5 Flash 8B",
        match: {
          equals: "gemini-flash-1.5-8b"
        },
        prices: {
          input_mtok: 0.0375,
          cache_write_mtok: 0.0583,
          cache_read_mtok: 0.01,
          output_mtok: 0.15
        }
      },
      {
        id: "gemini-pro-1.5",
        name: "Gemini 1.5 Pro",
        match: {
          equals: "gemini-pro-1.5"
        },
        prices: {
          input_mtok: 1.25,
          output_mtok: 5
        }
      },
      {
        id: "gemma-2-9b-it",
        name: "Gemma 2 9B",
        match: {
          equals: "gemma-2-9b-it"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "gemma-2-9b-it:free",
        name: "Gemma 2 9B (free)",
        match: {
          equals: "gemma-2-9b-it:free"
        },
        prices: {}
      },
      {
        id: "gemma-3-12b-it:free",
        name: "Gemma 3 12B (free)",
        match: {
          equals: "gemma-3-12b-it:free"
        },
        prices: {}
      },
      {
        id: "gemma-3-27b-it:free",
        name: "Gemma 3 27B (free)",
        match: {
          equals: "gemma-3-27b-it:free"
        },
        prices: {}
      },
      {
        id: "gemma-3-4b-it:free",
        name: "Gemma 3 4B (free)",
        match: {
          equals: "gemma-3-4b-it:free"
        },
        prices: {}
      },
      {
        id: "gemma-3n-e4b-it:free",
        name: "Gemma 3n 4B (free)",
        match: {
          equals: "gemma-3n-e4b-it:free"
        },
        prices: {}
      },
      {
        id: "glm-4-32b",
        name: "GLM 4 32B",
        match: {
          equals: "glm-4-32b"
        },
        prices: {
          input_mtok: 0.24,
          output_mtok: 0.24
        }
      },
      {
        id: "glm-4-32b:free",
        name: "GLM 4 32B (free)",
        match: {
          equals: "glm-4-32b:free"
        },
        prices: {}
      },
      {
        id: "glm-4.5-air:free",
        name: "GLM 4.5 Air (free)",
        match: {
          equals: "glm-4.5-air:free"
        },
        prices: {}
      },
      {
        id: "glm-5v-turbo",
        name: "GLM 5V Turbo",
        match: {
          equals: "glm-5v-turbo"
        },
        prices: {
          input_mtok: 1.2,
          cache_read_mtok: 0.24,
          output_mtok: 4
        }
      },
      {
        id: "glm-z1-32b",
        name: "GLM Z1 32B",
        match: {
          equals: "glm-z1-32b"
        },
        prices: {
          input_mtok: 0.24,
          output_mtok: 0.24
        }
      },
      {
        id: "glm-z1-32b:free",
        name: "GLM Z1 32B (free)",
        match: {
          equals: "glm-z1-32b:free"
        },
        prices: {}
      },
      {
        id: "glm-z1-rumination-32b",
        name: "GLM Z1 Rumination 32B",
        match: {
          equals: "glm-z1-rumination-32b"
        },
        prices: {
          input_mtok: 0.24,
          output_mtok: 0.24
        }
      },
      {
        id: "goliath-120b",
        name: "Goliath 120B",
        match: {
          equals: "goliath-120b"
        },
        prices: {
          input_mtok: 10,
          output_mtok: 12.5
        }
      },
      {
        id: "google/gemini-2.0-flash-001",
        match: {
          equals: "google/gemini-2.0-flash-001"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.4
        }
      },
      {
        id: "google/gemini-2.0-flash-exp:free",
        match: {
          equals: "google/gemini-2.0-flash-exp:free"
        },
        prices: {}
      },
      {
        id: "google/gemini-2.0-flash-lite-001",
        match: {
          equals: "google/gemini-2.0-flash-lite-001"
        },
        prices: {
          input_mtok: 0.075,
          output_mtok: 0.3
        }
      },
      {
        id: "google/gemini-2.0-flash-thinking-exp-1219:free",
        match: {
          equals: "google/gemini-2.0-flash-thinking-exp-1219:free"
        },
        prices: {}
      },
      {
        id: "google/gemini-2.0-flash-thinking-exp:free",
        match: {
          equals: "google/gemini-2.0-flash-thinking-exp:free"
        },
        prices: {}
      },
      {
        id: "google/gemini-2.5-flash",
        name: "Gemini 2.5 Flash",
        match: {
          equals: "google/gemini-2.5-flash"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.3,
          cache_write_mtok: 0.3833,
          cache_read_mtok: 0.075,
          output_mtok: 2.5
        }
      },
      {
        id: "google/gemini-2.5-flash-image",
        name: "Nano Banana (Gemini 2.5 Flash Image)",
        match: {
          equals: "google/gemini-2.5-flash-image"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.3,
          cache_write_mtok: 0.08333333333333334,
          cache_read_mtok: 0.03,
          output_mtok: 2.5
        }
      },
      {
        id: "google/gemini-2.5-flash-lite",
        name: "Gemini 2.5 Flash Lite",
        match: {
          equals: "google/gemini-2.5-flash-lite"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.1,
          cache_write_mtok: 0.08333333333333334,
          cache_read_mtok: 0.01,
          output_mtok: 0.4
        }
      },
      {
        id: "google/gemini-2.5-flash-lite-preview-09-2025",
        name: "Gemini 2.5 Flash Lite Preview 09-2025",
        match: {
          equals: "google/gemini-2.5-flash-lite-preview-09-2025"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.4
        }
      },
      {
        id: "google/gemini-2.5-flash-preview",
        match: {
          equals: "google/gemini-2.5-flash-preview"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "google/gemini-2.5-flash-preview-09-2025",
        name: "Gemini 2.5 Flash Preview 09-2025",
        match: {
          equals: "google/gemini-2.5-flash-preview-09-2025"
        },
        prices: {
          input_mtok: 0.3,
          cache_write_mtok: 0.383,
          cache_read_mtok: 0.075,
          output_mtok: 2.5
        }
      },
      {
        id: "google/gemini-2.5-flash-preview:thinking",
        match: {
          equals: "google/gemini-2.5-flash-preview:thinking"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 3.5
        }
      },
      {
        id: "google/gemini-2.5-pro",
        name: "Gemini 2.5 Pro",
        match: {
          or: [
            {
              equals: "google/gemini-2.5-pro"
            },
            {
              equals: "google/gemini-2.5-pro-preview"
            },
            {
              equals: "google/gemini-2.5-pro-preview-05-06"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.25,
          cache_write_mtok: 1.625,
          cache_read_mtok: 0.31,
          output_mtok: 10
        }
      },
      {
        id: "google/gemini-2.5-pro-exp-03-25:free",
        match: {
          equals: "google/gemini-2.5-pro-exp-03-25:free"
        },
        prices: {}
      },
      {
        id: "google/gemini-2.5-pro-preview-03-25",
        match: {
          equals: "google/gemini-2.5-pro-preview-03-25"
        },
        prices: {
          input_mtok: 1.25,
          output_mtok: 10
        }
      },
      {
        id: "google/gemini-3-flash-preview",
        name: "Gemini 3 Flash Preview",
        match: {
          equals: "google/gemini-3-flash-preview"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.5,
          cache_write_mtok: 0.08333333333333334,
          cache_read_mtok: 0.05,
          output_mtok: 3
        }
      },
      {
        id: "google/gemini-3-pro-image-preview",
        name: "Nano Banana Pro (Gemini 3 Pro Image Preview)",
        match: {
          equals: "google/gemini-3-pro-image-preview"
        },
        context_window: 65536,
        prices: {
          input_mtok: 2,
          cache_write_mtok: 0.375,
          cache_read_mtok: 0.2,
          output_mtok: 12
        }
      },
      {
        id: "google/gemini-3.1-flash-image-preview",
        name: "Nano Banana 2 (Gemini 3.1 Flash Image Preview)",
        match: {
          equals: "google/gemini-3.1-flash-image-preview"
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.5,
          output_mtok: 3
        }
      },
      {
        id: "google/gemini-3.1-flash-lite",
        name: "Gemini 3.1 Flash Lite",
        match: {
          or: [
            {
              equals: "google/gemini-3.1-flash-lite"
            },
            {
              equals: "google/gemini-3.1-flash-lite-preview"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.25,
          cache_write_mtok: 0.08333333333333334,
          cache_read_mtok: 0.025,
          output_mtok: 1.5
        }
      },
      {
        id: "google/gemini-3.1-pro-preview",
        name: "Gemini 3.1 Pro Preview",
        match: {
          or: [
            {
              equals: "google/gemini-3.1-pro-preview"
            },
            {
              equals: "google/gemini-3.1-pro-preview-customtools"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 2,
          cache_write_mtok: 0.375,
          cache_read_mtok: 0.2,
          output_mtok: 12
        }
      },
      {
        id: "google/gemini-3.5-flash",
        name: "Gemini 3.5 Flash",
        match: {
          or: [
            {
              equals: "google/gemini-3.5-flash"
            },
            {
              regex: "^google/gemini-3\\.5-flash-\\d{8}$"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.5,
          cache_write_mtok: 0.08333333333333334,
          cache_read_mtok: 0.15,
          output_mtok: 9
        }
      },
      {
        id: "google/gemini-flash-1.5",
        match: {
          equals: "google/gemini-flash-1.5"
        },
        prices: {
          input_mtok: 0.075,
          output_mtok: 0.3
        }
      },
      {
        id: "google/gemini-flash-1.5-8b",
        match: {
          equals: "google/gemini-flash-1.5-8b"
        },
        prices: {
          input_mtok: 0.0375,
          output_mtok: 0.15
        }
      },
      {
        id: "google/gemini-flash-1.5-8b-exp",
        match: {
          equals: "google/gemini-flash-1.5-8b-exp"
        },
        prices: {}
      },
      {
        id: "google/gemini-pro",
        match: {
          or: [
            {
              equals: "google/gemini-pro"
            },
            {
              equals: "google/gemini-pro-vision"
            }
          ]
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "google/gemini-pro-1.5",
        match: {
          equals: "google/gemini-pro-1.5"
        },
        prices: {
          input_mtok: 1.25,
          output_mtok: 5
        }
      },
      {
        id: "google/gemma-2-27b-it",
        name: "Gemma 2 27B",
        match: {
          equals: "google/gemma-2-27b-it"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "google/gemma-2-9b-it",
        match: {
          equals: "google/gemma-2-9b-it"
        },
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.07
        }
      },
      {
        id: "google/gemma-2-9b-it:free",
        match: {
          equals: "google/gemma-2-9b-it:free"
        },
        prices: {}
      },
      {
        id: "google/gemma-3-12b-it",
        name: "Gemma 3 12B",
        match: {
          equals: "google/gemma-3-12b-it"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.1
        }
      },
      {
        id: "google/gemma-3-12b-it:free",
        match: {
          equals: "google/gemma-3-12b-it:free"
        },
        prices: {}
      },
      {
        id: "google/gemma-3-1b-it:free",
        match: {
          equals: "google/gemma-3-1b-it:free"
        },
        prices: {}
      },
      {
        id: "google/gemma-3-27b-it",
        name: "Gemma 3 27B",
        match: {
          equals: "google/gemma-3-27b-it"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.2
        }
      },
      {
        id: "google/gemma-3-27b-it:free",
        match: {
          equals: "google/gemma-3-27b-it:free"
        },
        prices: {}
      },
      {
        id: "google/gemma-3-4b-it",
        name: "Gemma 3 4B",
        match: {
          equals: "google/gemma-3-4b-it"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.04
        }
      },
      {
        id: "google/gemma-3-4b-it:free",
        match: {
          equals: "google/gemma-3-4b-it:free"
        },
        prices: {}
      },
      {
        id: "google/gemma-3n-e4b-it",
        name: "Gemma 3n 4B",
        match: {
          equals: "google/gemma-3n-e4b-it"
        },
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.12
        }
      },
      {
        id: "google/gemma-4-26b-a4b-it",
        name: "Gemma 4 26B A4B",
        match: {
          equals: "google/gemma-4-26b-a4b-it"
        },
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.33
        }
      },
      {
        id: "google/gemma-4-26b-a4b-it:free",
        name: "Gemma 4 26B A4B  (free)",
        match: {
          equals: "google/gemma-4-26b-a4b-it:free"
        },
        context_window: 262144,
        prices: {}
      },
      {
        id: "google/gemma-4-31b-it",
        name: "Gemma 4 31B",
        match: {
          equals: "google/gemma-4-31b-it"
        },
        context_window: 262144,
        price_comments: "OpenRouter reports the cheapest active endpoint for this model. It was Venice ($0.12/$0.36) when checked on 2026-06-09 and DeepInfra ($0.09/$0.34) on 2026-08-27; OpenRouter publishes no history, so the dated entry starts on the day the lower rate was verified. Ref: https://openrouter.ai/api/v1/models/google/gemma-4-31b-it/endpoints",
        prices: [
          {
            prices: {
              input_mtok: 0.12,
              cache_read_mtok: 0.09,
              output_mtok: 0.36
            }
          },
          {
            constraint: {
              start_date: "2026-08-27",
              type: "start_date"
            },
            prices: {
              input_mtok: 0.09,
              cache_read_mtok: 0.05,
              output_mtok: 0.34
            }
          }
        ]
      },
      {
        id: "google/gemma-4-31b-it:free",
        name: "Gemma 4 31B (free)",
        match: {
          equals: "google/gemma-4-31b-it:free"
        },
        context_window: 262144,
        prices: {}
      },
      {
        id: "google/learnlm-1.5-pro-experimental:free",
        match: {
          equals: "google/learnlm-1.5-pro-experimental:free"
        },
        prices: {}
      },
      {
        id: "google/lyria-3-clip-preview",
        name: "Lyria 3 Clip Preview",
        match: {
          equals: "google/lyria-3-clip-preview"
        },
        context_window: 1048576,
        prices: {}
      },
      {
        id: "google/lyria-3-pro-preview",
        name: "Lyria 3 Pro Preview",
        match: {
          equals: "google/lyria-3-pro-preview"
        },
        context_window: 1048576,
        prices: {}
      },
      {
        id: "google/palm-2-chat-bison",
        match: {
          or: [
            {
              equals: "google/palm-2-chat-bison"
            },
            {
              equals: "google/palm-2-chat-bison-32k"
            }
          ]
        },
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "google/palm-2-codechat-bison",
        match: {
          or: [
            {
              equals: "google/palm-2-codechat-bison"
            },
            {
              equals: "google/palm-2-codechat-bison-32k"
            }
          ]
        },
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "gpt-3.5-turbo-1106",
        name: "GPT-3.5 Turbo 16k (older v1106)",
        match: {
          equals: "gpt-3.5-turbo-1106"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "gpt-4-1106-preview",
        name: "GPT-4 Turbo (older v1106)",
        match: {
          equals: "gpt-4-1106-preview"
        },
        prices: {
          input_mtok: 10,
          output_mtok: 30
        }
      },
      {
        id: "gpt-4.5-preview",
        name: "GPT-4.5 (Preview)",
        match: {
          equals: "gpt-4.5-preview"
        },
        prices: {
          input_mtok: 75,
          cache_read_mtok: 37.5,
          output_mtok: 150
        }
      },
      {
        id: "gpt-4o:extended",
        name: "GPT-4o (extended)",
        match: {
          equals: "gpt-4o:extended"
        },
        prices: {
          input_mtok: 6,
          output_mtok: 18
        }
      },
      {
        id: "grok-2-1212",
        name: "Grok 2 1212",
        match: {
          equals: "grok-2-1212"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 10
        }
      },
      {
        id: "grok-2-vision-1212",
        name: "Grok 2 Vision 1212",
        match: {
          equals: "grok-2-vision-1212"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 10
        }
      },
      {
        id: "grok-3",
        name: "Grok 3",
        match: {
          or: [
            {
              equals: "grok-3"
            },
            {
              equals: "grok-3-beta"
            }
          ]
        },
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.75,
          output_mtok: 15
        }
      },
      {
        id: "grok-3-mini",
        name: "Grok 3 Mini",
        match: {
          or: [
            {
              equals: "grok-3-mini"
            },
            {
              equals: "grok-3-mini-beta"
            }
          ]
        },
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.075,
          output_mtok: 0.5
        }
      },
      {
        id: "grok-beta",
        name: "Grok Beta",
        match: {
          equals: "grok-beta"
        },
        prices: {
          input_mtok: 5,
          output_mtok: 15
        }
      },
      {
        id: "grok-vision-beta",
        name: "Grok Vision Beta",
        match: {
          equals: "grok-vision-beta"
        },
        prices: {
          input_mtok: 5,
          output_mtok: 15
        }
      },
      {
        id: "gryphe/mythomax-l2-13b",
        match: {
          equals: "gryphe/mythomax-l2-13b"
        },
        prices: {
          input_mtok: 0.065,
          output_mtok: 0.065
        }
      },
      {
        id: "hermes-2-pro-llama-3-8b",
        name: "Hermes 2 Pro - Llama-3 8B",
        match: {
          equals: "hermes-2-pro-llama-3-8b"
        },
        prices: {
          input_mtok: 0.025,
          output_mtok: 0.04
        }
      },
      {
        id: "huggingfaceh4/zephyr-7b-beta:free",
        match: {
          equals: "huggingfaceh4/zephyr-7b-beta:free"
        },
        prices: {}
      },
      {
        id: "ibm-granite/granite-4.0-h-micro",
        name: "Granite 4.0 Micro",
        match: {
          equals: "ibm-granite/granite-4.0-h-micro"
        },
        context_window: 131e3,
        prices: {
          input_mtok: 0.017,
          output_mtok: 0.112
        }
      },
      {
        id: "ibm-granite/granite-4.1-8b",
        name: "Granite 4.1 8B",
        match: {
          equals: "ibm-granite/granite-4.1-8b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.1
        }
      },
      {
        id: "inception/mercury-2",
        name: "Mercury 2",
        match: {
          equals: "inception/mercury-2"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.25,
          cache_read_mtok: 0.025,
          output_mtok: 0.75
        }
      },
      {
        id: "inclusionai/ling-2.6-1t",
        name: "Ling-2.6-1T",
        match: {
          equals: "inclusionai/ling-2.6-1t"
        },
        prices: {
          input_mtok: 0.075,
          cache_read_mtok: 0.015,
          output_mtok: 0.625
        }
      },
      {
        id: "inclusionai/ling-2.6-flash",
        name: "Ling-2.6-flash",
        match: {
          equals: "inclusionai/ling-2.6-flash"
        },
        prices: {
          input_mtok: 0.01,
          cache_read_mtok: 2e-3,
          output_mtok: 0.03
        }
      },
      {
        id: "inclusionai/ring-2.6-1t",
        name: "Ring-2.6-1T",
        match: {
          equals: "inclusionai/ring-2.6-1t"
        },
        prices: {
          input_mtok: 0.075,
          cache_read_mtok: 0.015,
          output_mtok: 0.625
        }
      },
      {
        id: "infermatic/mn-inferor-12b",
        match: {
          equals: "infermatic/mn-inferor-12b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "inflection/inflection-3-pi",
        name: "Inflection 3 Pi",
        match: {
          equals: "inflection/inflection-3-pi"
        },
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "inflection/inflection-3-productivity",
        name: "Inflection 3 Productivity",
        match: {
          equals: "inflection/inflection-3-productivity"
        },
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "internvl3-14b:free",
        name: "InternVL3 14B (free)",
        match: {
          equals: "internvl3-14b:free"
        },
        prices: {}
      },
      {
        id: "internvl3-2b:free",
        name: "InternVL3 2B (free)",
        match: {
          equals: "internvl3-2b:free"
        },
        prices: {}
      },
      {
        id: "jamba-1.6-large",
        name: "Jamba 1.6 Large",
        match: {
          equals: "jamba-1.6-large"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 8
        }
      },
      {
        id: "jamba-1.6-mini",
        name: "Jamba Mini 1.6",
        match: {
          equals: "jamba-1.6-mini"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.4
        }
      },
      {
        id: "jondurbin/airoboros-l2-70b",
        match: {
          equals: "jondurbin/airoboros-l2-70b"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.5
        }
      },
      {
        id: "kimi-dev-72b:free",
        name: "Kimi Dev 72b (free)",
        match: {
          equals: "kimi-dev-72b:free"
        },
        prices: {}
      },
      {
        id: "kimi-vl-a3b-thinking:free",
        name: "Kimi VL A3B Thinking (free)",
        match: {
          equals: "kimi-vl-a3b-thinking:free"
        },
        prices: {}
      },
      {
        id: "kwaipilot/kat-coder-pro-v2",
        name: "KAT-Coder-Pro V2",
        match: {
          equals: "kwaipilot/kat-coder-pro-v2"
        },
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.06,
          output_mtok: 1.2
        }
      },
      {
        id: "l3-euryale-70b",
        name: "Llama 3 Euryale 70B v2.1",
        match: {
          equals: "l3-euryale-70b"
        },
        prices: {
          input_mtok: 1.48,
          output_mtok: 1.48
        }
      },
      {
        id: "latitudegames/wayfarer-large-70b-llama-3.3",
        match: {
          equals: "latitudegames/wayfarer-large-70b-llama-3.3"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.9
        }
      },
      {
        id: "lfm-3b",
        name: "LFM 3B",
        match: {
          equals: "lfm-3b"
        },
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.02
        }
      },
      {
        id: "lfm-40b",
        name: "LFM 40B MoE",
        match: {
          equals: "lfm-40b"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "lfm-7b",
        name: "LFM 7B",
        match: {
          equals: "lfm-7b"
        },
        prices: {
          input_mtok: 0.01,
          output_mtok: 0.01
        }
      },
      {
        id: "liquid/lfm-2-24b-a2b",
        name: "LFM2-24B-A2B",
        match: {
          equals: "liquid/lfm-2-24b-a2b"
        },
        prices: {
          input_mtok: 0.03,
          output_mtok: 0.12
        }
      },
      {
        id: "liquid/lfm-2.5-1.2b-instruct:free",
        name: "LFM2.5-1.2B-Instruct (free)",
        match: {
          equals: "liquid/lfm-2.5-1.2b-instruct:free"
        },
        prices: {}
      },
      {
        id: "liquid/lfm-2.5-1.2b-thinking:free",
        name: "LFM2.5-1.2B-Thinking (free)",
        match: {
          equals: "liquid/lfm-2.5-1.2b-thinking:free"
        },
        prices: {}
      },
      {
        id: "liquid/lfm-3b",
        match: {
          equals: "liquid/lfm-3b"
        },
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.02
        }
      },
      {
        id: "liquid/lfm-40b",
        match: {
          equals: "liquid/lfm-40b"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.15
        }
      },
      {
        id: "liquid/lfm-7b",
        match: {
          equals: "liquid/lfm-7b"
        },
        prices: {
          input_mtok: 0.01,
          output_mtok: 0.01
        }
      },
      {
        id: "llama-3-lumimaid-70b",
        name: "Llama 3 Lumimaid 70B",
        match: {
          equals: "llama-3-lumimaid-70b"
        },
        prices: {
          input_mtok: 4,
          output_mtok: 6
        }
      },
      {
        id: "llama-3-lumimaid-8b",
        name: "Llama 3 Lumimaid 8B",
        match: {
          equals: "llama-3-lumimaid-8b"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.25
        }
      },
      {
        id: "llama-3.1-405b",
        name: "Llama 3.1 405B (base)",
        match: {
          equals: "llama-3.1-405b"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 2
        }
      },
      {
        id: "llama-3.1-405b-instruct",
        name: "Llama 3.1 405B Instruct",
        match: {
          equals: "llama-3.1-405b-instruct"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "llama-3.1-8b-instruct:free",
        name: "Llama 3.1 8B Instruct (free)",
        match: {
          equals: "llama-3.1-8b-instruct:free"
        },
        prices: {}
      },
      {
        id: "llama-3.1-lumimaid-70b",
        name: "Lumimaid v0.2 70B",
        match: {
          equals: "llama-3.1-lumimaid-70b"
        },
        prices: {
          input_mtok: 2.5,
          output_mtok: 3
        }
      },
      {
        id: "llama-3.1-lumimaid-8b",
        name: "Lumimaid v0.2 8B",
        match: {
          equals: "llama-3.1-lumimaid-8b"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.25
        }
      },
      {
        id: "llama-3.1-nemotron-70b-instruct",
        name: "Llama 3.1 Nemotron 70B Instruct",
        match: {
          equals: "llama-3.1-nemotron-70b-instruct"
        },
        prices: {
          input_mtok: 0.12,
          output_mtok: 0.3
        }
      },
      {
        id: "llama-3.1-nemotron-ultra-253b-v1",
        name: "Llama 3.1 Nemotron Ultra 253B v1",
        match: {
          equals: "llama-3.1-nemotron-ultra-253b-v1"
        },
        prices: {
          input_mtok: 0.6,
          output_mtok: 1.8
        }
      },
      {
        id: "llama-3.1-nemotron-ultra-253b-v1:free",
        name: "Llama 3.1 Nemotron Ultra 253B v1 (free)",
        match: {
          equals: "llama-3.1-nemotron-ultra-253b-v1:free"
        },
        prices: {}
      },
      {
        id: "llama-3.1-sonar-large-128k-online",
        name: "Llama 3.1 Sonar 70B Online",
        match: {
          equals: "llama-3.1-sonar-large-128k-online"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 1
        }
      },
      {
        id: "llama-3.1-sonar-small-128k-online",
        name: "Llama 3.1 Sonar 8B Online",
        match: {
          equals: "llama-3.1-sonar-small-128k-online"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "llama-3.2-11b-vision-instruct:free",
        name: "Llama 3.2 11B Vision Instruct (free)",
        match: {
          equals: "llama-3.2-11b-vision-instruct:free"
        },
        prices: {}
      },
      {
        id: "llama-3.2-1b-instruct:free",
        name: "Llama 3.2 1B Instruct (free)",
        match: {
          equals: "llama-3.2-1b-instruct:free"
        },
        prices: {}
      },
      {
        id: "llama-3.2-90b-vision-instruct",
        name: "Llama 3.2 90B Vision Instruct",
        match: {
          equals: "llama-3.2-90b-vision-instruct"
        },
        prices: {
          input_mtok: 1.2,
          output_mtok: 1.2
        }
      },
      {
        id: "llama-3.3-8b-instruct:free",
        name: "Llama 3.3 8B Instruct (free)",
        match: {
          equals: "llama-3.3-8b-instruct:free"
        },
        prices: {}
      },
      {
        id: "llama-3.3-nemotron-super-49b-v1",
        name: "Llama 3.3 Nemotron Super 49B v1",
        match: {
          equals: "llama-3.3-nemotron-super-49b-v1"
        },
        prices: {
          input_mtok: 0.13,
          output_mtok: 0.4
        }
      },
      {
        id: "llama-3.3-nemotron-super-49b-v1:free",
        name: "Llama 3.3 Nemotron Super 49B v1 (free)",
        match: {
          equals: "llama-3.3-nemotron-super-49b-v1:free"
        },
        prices: {}
      },
      {
        id: "llama-4-maverick:free",
        name: "Llama 4 Maverick (free)",
        match: {
          equals: "llama-4-maverick:free"
        },
        prices: {}
      },
      {
        id: "llama-4-scout:free",
        name: "Llama 4 Scout (free)",
        match: {
          equals: "llama-4-scout:free"
        },
        prices: {}
      },
      {
        id: "llama-guard-2-8b",
        name: "LlamaGuard 2 8B",
        match: {
          equals: "llama-guard-2-8b"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "llama3.1-typhoon2-70b-instruct",
        name: "Typhoon2 70B Instruct",
        match: {
          equals: "llama3.1-typhoon2-70b-instruct"
        },
        prices: {
          input_mtok: 0.88,
          output_mtok: 0.88
        }
      },
      {
        id: "llemma_7b",
        name: "Llemma 7b",
        match: {
          equals: "llemma_7b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "maestro-reasoning",
        name: "Maestro Reasoning",
        match: {
          equals: "maestro-reasoning"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 3.3
        }
      },
      {
        id: "magistral-medium-2506",
        name: "Magistral Medium 2506",
        match: {
          or: [
            {
              equals: "magistral-medium-2506"
            },
            {
              equals: "magistral-medium-2506:thinking"
            }
          ]
        },
        prices: {
          input_mtok: 2,
          output_mtok: 5
        }
      },
      {
        id: "magistral-small-2506",
        name: "Magistral Small 2506",
        match: {
          equals: "magistral-small-2506"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "magnum-72b",
        name: "Magnum 72B",
        match: {
          equals: "magnum-72b"
        },
        prices: {
          input_mtok: 4,
          output_mtok: 6
        }
      },
      {
        id: "magnum-v2-72b",
        name: "Magnum v2 72B",
        match: {
          equals: "magnum-v2-72b"
        },
        prices: {
          input_mtok: 3,
          output_mtok: 3
        }
      },
      {
        id: "mai-ds-r1:free",
        name: "MAI DS R1 (free)",
        match: {
          equals: "mai-ds-r1:free"
        },
        prices: {}
      },
      {
        id: "mancer/weaver",
        match: {
          equals: "mancer/weaver"
        },
        context_window: 8e3,
        prices: {
          input_mtok: 1.125,
          output_mtok: 1.125
        }
      },
      {
        id: "mercury-coder-small-beta",
        name: "Mercury Coder Small Beta",
        match: {
          equals: "mercury-coder-small-beta"
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 1
        }
      },
      {
        id: "meta-llama/llama-2-13b-chat",
        match: {
          equals: "meta-llama/llama-2-13b-chat"
        },
        prices: {
          input_mtok: 0.22,
          output_mtok: 0.22
        }
      },
      {
        id: "meta-llama/llama-2-70b-chat",
        match: {
          equals: "meta-llama/llama-2-70b-chat"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "meta-llama/llama-3-70b-instruct",
        name: "Llama 3 70B Instruct",
        match: {
          equals: "meta-llama/llama-3-70b-instruct"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.4
        }
      },
      {
        id: "meta-llama/llama-3-8b-instruct",
        name: "Llama 3 8B Instruct",
        match: {
          equals: "meta-llama/llama-3-8b-instruct"
        },
        prices: {
          input_mtok: 0.03,
          output_mtok: 0.06
        }
      },
      {
        id: "meta-llama/llama-3.1-405b",
        match: {
          equals: "meta-llama/llama-3.1-405b"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 2
        }
      },
      {
        id: "meta-llama/llama-3.1-405b-instruct",
        match: {
          equals: "meta-llama/llama-3.1-405b-instruct"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "meta-llama/llama-3.1-405b:free",
        match: {
          equals: "meta-llama/llama-3.1-405b:free"
        },
        prices: {}
      },
      {
        id: "meta-llama/llama-3.1-70b-instruct",
        name: "Llama 3.1 70B Instruct",
        match: {
          equals: "meta-llama/llama-3.1-70b-instruct"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.28
        }
      },
      {
        id: "meta-llama/llama-3.1-8b-instruct",
        match: {
          equals: "meta-llama/llama-3.1-8b-instruct"
        },
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.03
        }
      },
      {
        id: "meta-llama/llama-3.1-8b-instruct:free",
        match: {
          equals: "meta-llama/llama-3.1-8b-instruct:free"
        },
        prices: {}
      },
      {
        id: "meta-llama/llama-3.2-11b-vision-instruct",
        name: "Llama 3.2 11B Vision Instruct",
        match: {
          equals: "meta-llama/llama-3.2-11b-vision-instruct"
        },
        prices: {
          input_mtok: 0.049,
          output_mtok: 0.049
        }
      },
      {
        id: "meta-llama/llama-3.2-11b-vision-instruct:free",
        match: {
          equals: "meta-llama/llama-3.2-11b-vision-instruct:free"
        },
        prices: {}
      },
      {
        id: "meta-llama/llama-3.2-1b-instruct",
        name: "Llama 3.2 1B Instruct",
        match: {
          equals: "meta-llama/llama-3.2-1b-instruct"
        },
        context_window: 6e4,
        prices: {
          input_mtok: 5e-3,
          output_mtok: 0.01
        }
      },
      {
        id: "meta-llama/llama-3.2-1b-instruct:free",
        match: {
          equals: "meta-llama/llama-3.2-1b-instruct:free"
        },
        prices: {}
      },
      {
        id: "meta-llama/llama-3.2-3b-instruct",
        name: "Llama 3.2 3B Instruct",
        match: {
          equals: "meta-llama/llama-3.2-3b-instruct"
        },
        prices: {
          input_mtok: 0.01,
          output_mtok: 0.02
        }
      },
      {
        id: "meta-llama/llama-3.2-3b-instruct:free",
        name: "Llama 3.2 3B Instruct (free)",
        match: {
          equals: "meta-llama/llama-3.2-3b-instruct:free"
        },
        prices: {}
      },
      {
        id: "meta-llama/llama-3.2-90b-vision-instruct",
        match: {
          equals: "meta-llama/llama-3.2-90b-vision-instruct"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "meta-llama/llama-3.3-70b-instruct",
        name: "Llama 3.3 70B Instruct",
        match: {
          equals: "meta-llama/llama-3.3-70b-instruct"
        },
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.24
        }
      },
      {
        id: "meta-llama/llama-3.3-70b-instruct:free",
        name: "Llama 3.3 70B Instruct (free)",
        match: {
          equals: "meta-llama/llama-3.3-70b-instruct:free"
        },
        prices: {}
      },
      {
        id: "meta-llama/llama-4-maverick",
        name: "Llama 4 Maverick",
        match: {
          equals: "meta-llama/llama-4-maverick"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "meta-llama/llama-4-maverick:free",
        match: {
          equals: "meta-llama/llama-4-maverick:free"
        },
        prices: {}
      },
      {
        id: "meta-llama/llama-4-scout",
        name: "Llama 4 Scout",
        match: {
          equals: "meta-llama/llama-4-scout"
        },
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.3
        }
      },
      {
        id: "meta-llama/llama-4-scout:free",
        match: {
          equals: "meta-llama/llama-4-scout:free"
        },
        prices: {}
      },
      {
        id: "meta-llama/llama-guard-2-8b",
        match: {
          equals: "meta-llama/llama-guard-2-8b"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "meta-llama/llama-guard-3-8b",
        name: "Llama Guard 3 8B",
        match: {
          equals: "meta-llama/llama-guard-3-8b"
        },
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.06
        }
      },
      {
        id: "meta-llama/llama-guard-4-12b",
        name: "Llama Guard 4 12B",
        match: {
          equals: "meta-llama/llama-guard-4-12b"
        },
        context_window: 163840,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.05
        }
      },
      {
        id: "microsoft/phi-3-medium-128k-instruct",
        match: {
          equals: "microsoft/phi-3-medium-128k-instruct"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 1
        }
      },
      {
        id: "microsoft/phi-3-mini-128k-instruct",
        match: {
          equals: "microsoft/phi-3-mini-128k-instruct"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "microsoft/phi-3.5-mini-128k-instruct",
        match: {
          equals: "microsoft/phi-3.5-mini-128k-instruct"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "microsoft/phi-4",
        match: {
          equals: "microsoft/phi-4"
        },
        context_window: 16384,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.14
        }
      },
      {
        id: "microsoft/phi-4-mini-instruct",
        name: "Phi 4 Mini Instruct",
        match: {
          equals: "microsoft/phi-4-mini-instruct"
        },
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.35
        }
      },
      {
        id: "microsoft/phi-4-multimodal-instruct",
        match: {
          equals: "microsoft/phi-4-multimodal-instruct"
        },
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.1
        }
      },
      {
        id: "microsoft/wizardlm-2-7b",
        match: {
          equals: "microsoft/wizardlm-2-7b"
        },
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.07
        }
      },
      {
        id: "microsoft/wizardlm-2-8x22b",
        match: {
          equals: "microsoft/wizardlm-2-8x22b"
        },
        context_window: 65535,
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.5
        }
      },
      {
        id: "midnight-rose-70b",
        name: "Midnight Rose 70B",
        match: {
          equals: "midnight-rose-70b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "minimax-m1:extended",
        name: "MiniMax M1 (extended)",
        match: {
          equals: "minimax-m1:extended"
        },
        prices: {
          input_mtok: 0.55,
          output_mtok: 2.2
        }
      },
      {
        id: "minimax/minimax-01",
        name: "MiniMax-01",
        match: {
          equals: "minimax/minimax-01"
        },
        context_window: 1000192,
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.1
        }
      },
      {
        id: "minimax/minimax-m1",
        name: "MiniMax M1",
        match: {
          equals: "minimax/minimax-m1"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.3,
          output_mtok: 1.65
        }
      },
      {
        id: "minimax/minimax-m2",
        name: "MiniMax M2",
        match: {
          equals: "minimax/minimax-m2"
        },
        prices: {
          input_mtok: 0.255,
          cache_read_mtok: 0.03,
          output_mtok: 1
        }
      },
      {
        id: "minimax/minimax-m2-her",
        name: "MiniMax M2-her",
        match: {
          or: [
            {
              equals: "minimax/minimax-m2-her"
            },
            {
              equals: "minimax/minimax-m2-her-20260123"
            }
          ]
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.03,
          output_mtok: 1.2
        }
      },
      {
        id: "minimax/minimax-m2.1",
        name: "MiniMax M2.1",
        match: {
          equals: "minimax/minimax-m2.1"
        },
        context_window: 204800,
        prices: {
          input_mtok: 0.29,
          cache_read_mtok: 0.03,
          output_mtok: 0.95
        }
      },
      {
        id: "minimax/minimax-m2.5",
        name: "MiniMax M2.5",
        match: {
          or: [
            {
              equals: "minimax/minimax-m2.5"
            },
            {
              equals: "minimax/minimax-m2.5-20260211"
            }
          ]
        },
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.05,
          output_mtok: 0.9
        }
      },
      {
        id: "minimax/minimax-m2.7",
        name: "MiniMax M2.7",
        match: {
          or: [
            {
              equals: "minimax/minimax-m2.7"
            },
            {
              equals: "minimax/minimax-m2.7-20260318"
            }
          ]
        },
        prices: {
          input_mtok: 0.27,
          cache_read_mtok: 0.054,
          output_mtok: 1.08
        }
      },
      {
        id: "minimax/minimax-m3",
        name: "MiniMax M3",
        match: {
          or: [
            {
              equals: "minimax/minimax-m3"
            },
            {
              equals: "minimax/minimax-m3-20260531"
            }
          ]
        },
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.06,
          output_mtok: 1.2
        }
      },
      {
        id: "ministral-3b",
        name: "Ministral 3B",
        match: {
          equals: "ministral-3b"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "ministral-8b",
        name: "Ministral 8B",
        match: {
          equals: "ministral-8b"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "mistral-7b-instruct",
        name: "Mistral 7B Instruct",
        match: {
          or: [
            {
              equals: "mistral-7b-instruct"
            },
            {
              equals: "mistral-7b-instruct-v0.3"
            }
          ]
        },
        prices: {
          input_mtok: 0.028,
          output_mtok: 0.054
        }
      },
      {
        id: "mistral-7b-instruct-v0.1",
        name: "Mistral 7B Instruct v0.1",
        match: {
          equals: "mistral-7b-instruct-v0.1"
        },
        prices: {
          input_mtok: 0.11,
          output_mtok: 0.19
        }
      },
      {
        id: "mistral-7b-instruct-v0.2",
        name: "Mistral 7B Instruct v0.2",
        match: {
          equals: "mistral-7b-instruct-v0.2"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "mistral-7b-instruct:free",
        name: "Mistral 7B Instruct (free)",
        match: {
          equals: "mistral-7b-instruct:free"
        },
        prices: {}
      },
      {
        id: "mistral-medium",
        name: "Mistral Medium",
        match: {
          equals: "mistral-medium"
        },
        prices: {
          input_mtok: 2.75,
          output_mtok: 8.1
        }
      },
      {
        id: "mistral-nemo:free",
        name: "Mistral Nemo (free)",
        match: {
          equals: "mistral-nemo:free"
        },
        prices: {}
      },
      {
        id: "mistral-small",
        name: "Mistral Small",
        match: {
          equals: "mistral-small"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "mistral-small-24b-instruct-2501:free",
        name: "Mistral Small 3 (free)",
        match: {
          equals: "mistral-small-24b-instruct-2501:free"
        },
        prices: {}
      },
      {
        id: "mistral-small-3.1-24b-instruct:free",
        name: "Mistral Small 3.1 24B (free)",
        match: {
          equals: "mistral-small-3.1-24b-instruct:free"
        },
        prices: {}
      },
      {
        id: "mistral-small-3.2-24b-instruct:free",
        name: "Mistral Small 3.2 24B (free)",
        match: {
          equals: "mistral-small-3.2-24b-instruct:free"
        },
        prices: {}
      },
      {
        id: "mistral-tiny",
        name: "Mistral Tiny",
        match: {
          equals: "mistral-tiny"
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.25
        }
      },
      {
        id: "mistral/ministral-8b",
        match: {
          equals: "mistral/ministral-8b"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "mistralai/codestral-2501",
        match: {
          equals: "mistralai/codestral-2501"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.9
        }
      },
      {
        id: "mistralai/codestral-2508",
        name: "Codestral 2508",
        match: {
          equals: "mistralai/codestral-2508"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.03,
          output_mtok: 0.9
        }
      },
      {
        id: "mistralai/codestral-mamba",
        match: {
          equals: "mistralai/codestral-mamba"
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.25
        }
      },
      {
        id: "mistralai/devstral-2512",
        name: "Devstral 2 2512",
        match: {
          equals: "mistralai/devstral-2512"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.04,
          output_mtok: 2
        }
      },
      {
        id: "mistralai/ministral-14b-2512",
        name: "Ministral 3 14B 2512",
        match: {
          equals: "mistralai/ministral-14b-2512"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.02,
          output_mtok: 0.2
        }
      },
      {
        id: "mistralai/ministral-3b",
        match: {
          equals: "mistralai/ministral-3b"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.04
        }
      },
      {
        id: "mistralai/ministral-3b-2512",
        name: "Ministral 3 3B 2512",
        match: {
          equals: "mistralai/ministral-3b-2512"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          cache_read_mtok: 0.01,
          output_mtok: 0.1
        }
      },
      {
        id: "mistralai/ministral-8b",
        match: {
          equals: "mistralai/ministral-8b"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "mistralai/ministral-8b-2512",
        name: "Ministral 3 8B 2512",
        match: {
          equals: "mistralai/ministral-8b-2512"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.015,
          output_mtok: 0.15
        }
      },
      {
        id: "mistralai/mistral-7b-instruct",
        match: {
          or: [
            {
              equals: "mistralai/mistral-7b-instruct"
            },
            {
              equals: "mistralai/mistral-7b-instruct-v0.3"
            }
          ]
        },
        prices: {
          input_mtok: 0.029,
          output_mtok: 0.059
        }
      },
      {
        id: "mistralai/mistral-7b-instruct-v0.1",
        match: {
          equals: "mistralai/mistral-7b-instruct-v0.1"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "mistralai/mistral-7b-instruct-v0.2",
        match: {
          equals: "mistralai/mistral-7b-instruct-v0.2"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "mistralai/mistral-7b-instruct:free",
        match: {
          equals: "mistralai/mistral-7b-instruct:free"
        },
        prices: {}
      },
      {
        id: "mistralai/mistral-large",
        name: "Mistral Large",
        match: {
          or: [
            {
              equals: "mistralai/mistral-large"
            },
            {
              equals: "mistralai/mistral-large-2407"
            },
            {
              equals: "mistral-large-2411"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2,
          output_mtok: 6
        }
      },
      {
        id: "mistralai/mistral-large-2512",
        name: "Mistral Large 3 2512",
        match: {
          equals: "mistralai/mistral-large-2512"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.5,
          cache_read_mtok: 0.05,
          output_mtok: 1.5
        }
      },
      {
        id: "mistralai/mistral-medium",
        match: {
          equals: "mistralai/mistral-medium"
        },
        prices: {
          input_mtok: 2.75,
          output_mtok: 8.1
        }
      },
      {
        id: "mistralai/mistral-medium-3",
        name: "Mistral Medium 3",
        match: {
          equals: "mistralai/mistral-medium-3"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.4,
          output_mtok: 2
        }
      },
      {
        id: "mistralai/mistral-medium-3-5",
        name: "Mistral Medium 3.5",
        match: {
          equals: "mistralai/mistral-medium-3-5"
        },
        context_window: 262144,
        prices: {
          input_mtok: 1.5,
          output_mtok: 7.5
        }
      },
      {
        id: "mistralai/mistral-medium-3.1",
        name: "Mistral Medium 3.1",
        match: {
          equals: "mistralai/mistral-medium-3.1"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.04,
          output_mtok: 2
        }
      },
      {
        id: "mistralai/mistral-nemo",
        name: "Mistral Nemo",
        match: {
          equals: "mistralai/mistral-nemo"
        },
        prices: {
          input_mtok: 0.01,
          output_mtok: 0.019
        }
      },
      {
        id: "mistralai/mistral-nemo:free",
        match: {
          equals: "mistralai/mistral-nemo:free"
        },
        prices: {}
      },
      {
        id: "mistralai/mistral-saba",
        name: "Saba",
        match: {
          equals: "mistralai/mistral-saba"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "mistralai/mistral-small",
        match: {
          equals: "mistralai/mistral-small"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.6
        }
      },
      {
        id: "mistralai/mistral-small-24b-instruct-2501",
        name: "Mistral Small 3",
        match: {
          equals: "mistralai/mistral-small-24b-instruct-2501"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.09
        }
      },
      {
        id: "mistralai/mistral-small-24b-instruct-2501:free",
        match: {
          equals: "mistralai/mistral-small-24b-instruct-2501:free"
        },
        prices: {}
      },
      {
        id: "mistralai/mistral-small-2603",
        name: "Mistral Small 4",
        match: {
          equals: "mistralai/mistral-small-2603"
        },
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.015,
          output_mtok: 0.6
        }
      },
      {
        id: "mistralai/mistral-small-3.1-24b-instruct",
        name: "Mistral Small 3.1 24B",
        match: {
          equals: "mistralai/mistral-small-3.1-24b-instruct"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.15
        }
      },
      {
        id: "mistralai/mistral-small-3.1-24b-instruct:free",
        match: {
          equals: "mistralai/mistral-small-3.1-24b-instruct:free"
        },
        prices: {}
      },
      {
        id: "mistralai/mistral-small-3.2-24b-instruct",
        name: "Mistral Small 3.2 24B",
        match: {
          equals: "mistralai/mistral-small-3.2-24b-instruct"
        },
        prices: {
          input_mtok: 0.075,
          output_mtok: 0.2
        }
      },
      {
        id: "mistralai/mistral-tiny",
        match: {
          equals: "mistralai/mistral-tiny"
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.25
        }
      },
      {
        id: "mistralai/mixtral-8x22b-instruct",
        match: {
          equals: "mistralai/mixtral-8x22b-instruct"
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "mistralai/mixtral-8x7b-instruct",
        match: {
          equals: "mistralai/mixtral-8x7b-instruct"
        },
        prices: {
          input_mtok: 0.24,
          output_mtok: 0.24
        }
      },
      {
        id: "mistralai/pixtral-12b",
        match: {
          equals: "mistralai/pixtral-12b"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "mistralai/pixtral-large-2411",
        match: {
          equals: "mistralai/pixtral-large-2411"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 6
        }
      },
      {
        id: "mistralai/voxtral-small-24b-2507",
        name: "Voxtral Small 24B 2507",
        match: {
          equals: "mistralai/voxtral-small-24b-2507"
        },
        context_window: 32e3,
        prices: {
          input_mtok: 0.1,
          cache_read_mtok: 0.01,
          output_mtok: 0.3
        }
      },
      {
        id: "mixtral-8x7b-instruct",
        name: "Mixtral 8x7B Instruct",
        match: {
          equals: "mixtral-8x7b-instruct"
        },
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.24
        }
      },
      {
        id: "mn-celeste-12b",
        name: "Mistral Nemo 12B Celeste",
        match: {
          equals: "mn-celeste-12b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "mn-inferor-12b",
        name: "Mistral Nemo Inferor 12B",
        match: {
          equals: "mn-inferor-12b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "mn-starcannon-12b",
        name: "Starcannon 12B",
        match: {
          equals: "mn-starcannon-12b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "moonshotai/kimi-k2",
        name: "Kimi K2 0711",
        match: {
          equals: "moonshotai/kimi-k2"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.57,
          output_mtok: 2.3
        }
      },
      {
        id: "moonshotai/kimi-k2-0905",
        name: "Kimi K2 0905",
        match: {
          equals: "moonshotai/kimi-k2-0905"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.5
        }
      },
      {
        id: "moonshotai/kimi-k2-thinking",
        name: "Kimi K2 Thinking",
        match: {
          equals: "moonshotai/kimi-k2-thinking"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.5
        }
      },
      {
        id: "moonshotai/kimi-k2.5",
        name: "Kimi K2.5",
        match: {
          equals: "moonshotai/kimi-k2.5"
        },
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.09,
          output_mtok: 1.9
        }
      },
      {
        id: "moonshotai/kimi-k2.6",
        name: "Kimi K2.6",
        match: {
          equals: "moonshotai/kimi-k2.6"
        },
        prices: {
          input_mtok: 0.68,
          cache_read_mtok: 0.34,
          output_mtok: 3.41
        }
      },
      {
        id: "moonshotai/kimi-k2.6:free",
        name: "Kimi K2.6 (free)",
        match: {
          equals: "moonshotai/kimi-k2.6:free"
        },
        prices: {}
      },
      {
        id: "moonshotai/kimi-k2.7-code",
        name: "Kimi K2.7 Code",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k2.7-code"
            },
            {
              equals: "moonshotai/kimi-k2.7-code-20260612"
            }
          ]
        },
        context_window: 262144,
        price_comments: "Ref: https://openrouter.ai/api/v1/models",
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.16,
          output_mtok: 3.5
        }
      },
      {
        id: "moonshotai/kimi-k3",
        name: "Kimi K3",
        match: {
          or: [
            {
              equals: "moonshotai/kimi-k3"
            },
            {
              equals: "moonshotai/kimi-k3-20260715"
            }
          ]
        },
        context_window: 1048576,
        price_comments: "Ref: https://openrouter.ai/api/v1/models",
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "moonshotai/kimi-vl-a3b-thinking:free",
        match: {
          equals: "moonshotai/kimi-vl-a3b-thinking:free"
        },
        prices: {}
      },
      {
        id: "moonshotai/moonlight-16b-a3b-instruct:free",
        match: {
          equals: "moonshotai/moonlight-16b-a3b-instruct:free"
        },
        prices: {}
      },
      {
        id: "morph/morph-v3-fast",
        name: "Morph V3 Fast",
        match: {
          equals: "morph/morph-v3-fast"
        },
        context_window: 81920,
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "morph/morph-v3-large",
        name: "Morph V3 Large",
        match: {
          equals: "morph/morph-v3-large"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.9,
          output_mtok: 1.9
        }
      },
      {
        id: "mythalion-13b",
        name: "Mythalion 13B",
        match: {
          equals: "mythalion-13b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "neversleep/llama-3-lumimaid-70b",
        match: {
          equals: "neversleep/llama-3-lumimaid-70b"
        },
        prices: {
          input_mtok: 3.375,
          output_mtok: 4.5
        }
      },
      {
        id: "neversleep/llama-3-lumimaid-8b",
        match: {
          or: [
            {
              equals: "neversleep/llama-3-lumimaid-8b"
            },
            {
              equals: "neversleep/llama-3-lumimaid-8b:extended"
            }
          ]
        },
        prices: {
          input_mtok: 0.09375,
          output_mtok: 0.75
        }
      },
      {
        id: "neversleep/llama-3.1-lumimaid-70b",
        match: {
          equals: "neversleep/llama-3.1-lumimaid-70b"
        },
        prices: {
          input_mtok: 1.5,
          output_mtok: 2.25
        }
      },
      {
        id: "neversleep/llama-3.1-lumimaid-8b",
        match: {
          equals: "neversleep/llama-3.1-lumimaid-8b"
        },
        prices: {
          input_mtok: 0.09375,
          output_mtok: 0.75
        }
      },
      {
        id: "neversleep/noromaid-20b",
        match: {
          equals: "neversleep/noromaid-20b"
        },
        prices: {
          input_mtok: 0.75,
          output_mtok: 1.5
        }
      },
      {
        id: "nex-agi/nex-n2-pro:free",
        name: "Nex-N2-Pro (free)",
        match: {
          equals: "nex-agi/nex-n2-pro:free"
        },
        prices: {}
      },
      {
        id: "noromaid-20b",
        name: "Noromaid 20B",
        match: {
          equals: "noromaid-20b"
        },
        prices: {
          input_mtok: 1.25,
          output_mtok: 2
        }
      },
      {
        id: "nothingiisreal/mn-celeste-12b",
        match: {
          equals: "nothingiisreal/mn-celeste-12b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "nous-hermes-2-mixtral-8x7b-dpo",
        name: "Hermes 2 Mixtral 8x7B DPO",
        match: {
          equals: "nous-hermes-2-mixtral-8x7b-dpo"
        },
        prices: {
          input_mtok: 0.6,
          output_mtok: 0.6
        }
      },
      {
        id: "nousresearch/deephermes-3-llama-3-8b-preview:free",
        match: {
          equals: "nousresearch/deephermes-3-llama-3-8b-preview:free"
        },
        prices: {}
      },
      {
        id: "nousresearch/hermes-2-pro-llama-3-8b",
        match: {
          equals: "nousresearch/hermes-2-pro-llama-3-8b"
        },
        prices: {
          input_mtok: 0.025,
          output_mtok: 0.04
        }
      },
      {
        id: "nousresearch/hermes-3-llama-3.1-405b",
        name: "Hermes 3 405B Instruct",
        match: {
          equals: "nousresearch/hermes-3-llama-3.1-405b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.7,
          output_mtok: 0.8
        }
      },
      {
        id: "nousresearch/hermes-3-llama-3.1-405b:free",
        name: "Hermes 3 405B Instruct (free)",
        match: {
          equals: "nousresearch/hermes-3-llama-3.1-405b:free"
        },
        prices: {}
      },
      {
        id: "nousresearch/hermes-3-llama-3.1-70b",
        name: "Hermes 3 70B Instruct",
        match: {
          equals: "nousresearch/hermes-3-llama-3.1-70b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.12,
          output_mtok: 0.3
        }
      },
      {
        id: "nousresearch/hermes-4-405b",
        name: "Hermes 4 405B",
        match: {
          equals: "nousresearch/hermes-4-405b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 1,
          output_mtok: 3
        }
      },
      {
        id: "nousresearch/hermes-4-70b",
        name: "Hermes 4 70B",
        match: {
          equals: "nousresearch/hermes-4-70b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.13,
          output_mtok: 0.4
        }
      },
      {
        id: "nousresearch/nous-hermes-2-mixtral-8x7b-dpo",
        match: {
          equals: "nousresearch/nous-hermes-2-mixtral-8x7b-dpo"
        },
        prices: {
          input_mtok: 0.6,
          output_mtok: 0.6
        }
      },
      {
        id: "nousresearch/nous-hermes-llama2-13b",
        match: {
          equals: "nousresearch/nous-hermes-llama2-13b"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "nvidia/llama-3.1-nemotron-70b-instruct",
        match: {
          equals: "nvidia/llama-3.1-nemotron-70b-instruct"
        },
        prices: {
          input_mtok: 0.12,
          output_mtok: 0.3
        }
      },
      {
        id: "nvidia/llama-3.1-nemotron-70b-instruct:free",
        match: {
          equals: "nvidia/llama-3.1-nemotron-70b-instruct:free"
        },
        prices: {}
      },
      {
        id: "nvidia/llama-3.1-nemotron-nano-8b-v1:free",
        match: {
          equals: "nvidia/llama-3.1-nemotron-nano-8b-v1:free"
        },
        prices: {}
      },
      {
        id: "nvidia/llama-3.1-nemotron-ultra-253b-v1:free",
        match: {
          equals: "nvidia/llama-3.1-nemotron-ultra-253b-v1:free"
        },
        prices: {}
      },
      {
        id: "nvidia/llama-3.3-nemotron-super-49b-v1.5",
        name: "Llama 3.3 Nemotron Super 49B V1.5",
        match: {
          equals: "nvidia/llama-3.3-nemotron-super-49b-v1.5"
        },
        prices: {
          input_mtok: 0.4,
          output_mtok: 0.4
        }
      },
      {
        id: "nvidia/llama-3.3-nemotron-super-49b-v1:free",
        match: {
          equals: "nvidia/llama-3.3-nemotron-super-49b-v1:free"
        },
        prices: {}
      },
      {
        id: "nvidia/nemotron-3-nano-30b-a3b",
        name: "Nemotron 3 Nano 30B A3B",
        match: {
          equals: "nvidia/nemotron-3-nano-30b-a3b"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.2
        }
      },
      {
        id: "nvidia/nemotron-3-nano-30b-a3b:free",
        name: "Nemotron 3 Nano 30B A3B (free)",
        match: {
          equals: "nvidia/nemotron-3-nano-30b-a3b:free"
        },
        prices: {}
      },
      {
        id: "nvidia/nemotron-3-nano-omni-30b-a3b-reasoning:free",
        name: "Nemotron 3 Nano Omni (free)",
        match: {
          equals: "nvidia/nemotron-3-nano-omni-30b-a3b-reasoning:free"
        },
        context_window: 256e3,
        prices: {}
      },
      {
        id: "nvidia/nemotron-3-super-120b-a12b",
        name: "Nemotron 3 Super",
        match: {
          equals: "nvidia/nemotron-3-super-120b-a12b"
        },
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.45
        }
      },
      {
        id: "nvidia/nemotron-3-super-120b-a12b:free",
        name: "Nemotron 3 Super (free)",
        match: {
          equals: "nvidia/nemotron-3-super-120b-a12b:free"
        },
        context_window: 262144,
        prices: {}
      },
      {
        id: "nvidia/nemotron-3-ultra-550b-a55b",
        name: "Nemotron 3 Ultra",
        match: {
          equals: "nvidia/nemotron-3-ultra-550b-a55b"
        },
        prices: {
          input_mtok: 0.5,
          cache_read_mtok: 0.15,
          output_mtok: 2.5
        }
      },
      {
        id: "nvidia/nemotron-3-ultra-550b-a55b:free",
        name: "Nemotron 3 Ultra (free)",
        match: {
          equals: "nvidia/nemotron-3-ultra-550b-a55b:free"
        },
        context_window: 1e6,
        prices: {}
      },
      {
        id: "nvidia/nemotron-3.5-content-safety:free",
        name: "Nemotron 3.5 Content Safety (free)",
        match: {
          equals: "nvidia/nemotron-3.5-content-safety:free"
        },
        context_window: 128e3,
        prices: {}
      },
      {
        id: "nvidia/nemotron-nano-12b-v2-vl:free",
        name: "Nemotron Nano 12B 2 VL (free)",
        match: {
          equals: "nvidia/nemotron-nano-12b-v2-vl:free"
        },
        prices: {}
      },
      {
        id: "nvidia/nemotron-nano-9b-v2",
        name: "Nemotron Nano 9B V2",
        match: {
          equals: "nvidia/nemotron-nano-9b-v2"
        },
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.16
        }
      },
      {
        id: "nvidia/nemotron-nano-9b-v2:free",
        name: "Nemotron Nano 9B V2 (free)",
        match: {
          equals: "nvidia/nemotron-nano-9b-v2:free"
        },
        prices: {}
      },
      {
        id: "o1-mini",
        name: "o1-mini",
        match: {
          or: [
            {
              equals: "o1-mini"
            },
            {
              equals: "o1-mini-2024-09-12"
            }
          ]
        },
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.55,
          output_mtok: 4.4
        }
      },
      {
        id: "open-r1/olympiccoder-32b:free",
        match: {
          equals: "open-r1/olympiccoder-32b:free"
        },
        prices: {}
      },
      {
        id: "open-r1/olympiccoder-7b:free",
        match: {
          equals: "open-r1/olympiccoder-7b:free"
        },
        prices: {}
      },
      {
        id: "openai/chatgpt-4o-latest",
        match: {
          equals: "openai/chatgpt-4o-latest"
        },
        prices: {
          input_mtok: 5,
          output_mtok: 15
        }
      },
      {
        id: "openai/codex-mini",
        match: {
          equals: "openai/codex-mini"
        },
        prices: {
          input_mtok: 1.5,
          cache_read_mtok: 0.375,
          output_mtok: 6
        }
      },
      {
        id: "openai/gpt-3.5-turbo",
        name: "GPT-3.5 Turbo",
        match: {
          or: [
            {
              equals: "openai/gpt-3.5-turbo"
            },
            {
              equals: "gpt-3.5-turbo-0125"
            }
          ]
        },
        context_window: 16385,
        prices: {
          input_mtok: 0.5,
          output_mtok: 1.5
        }
      },
      {
        id: "openai/gpt-3.5-turbo-0613",
        name: "GPT-3.5 Turbo (older v0613)",
        match: {
          equals: "openai/gpt-3.5-turbo-0613"
        },
        context_window: 4095,
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "openai/gpt-3.5-turbo-1106",
        match: {
          equals: "openai/gpt-3.5-turbo-1106"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 2
        }
      },
      {
        id: "openai/gpt-3.5-turbo-16k",
        name: "GPT-3.5 Turbo 16k",
        match: {
          equals: "openai/gpt-3.5-turbo-16k"
        },
        context_window: 16385,
        prices: {
          input_mtok: 3,
          output_mtok: 4
        }
      },
      {
        id: "openai/gpt-3.5-turbo-instruct",
        name: "GPT-3.5 Turbo Instruct",
        match: {
          equals: "openai/gpt-3.5-turbo-instruct"
        },
        context_window: 4095,
        prices: {
          input_mtok: 1.5,
          output_mtok: 2
        }
      },
      {
        id: "openai/gpt-4",
        name: "GPT-4",
        match: {
          or: [
            {
              equals: "openai/gpt-4"
            },
            {
              equals: "gpt-4-0314"
            }
          ]
        },
        context_window: 8191,
        prices: {
          input_mtok: 30,
          output_mtok: 60
        }
      },
      {
        id: "openai/gpt-4-1106-preview",
        match: {
          equals: "openai/gpt-4-1106-preview"
        },
        prices: {
          input_mtok: 10,
          output_mtok: 30
        }
      },
      {
        id: "openai/gpt-4-32k",
        match: {
          or: [
            {
              equals: "openai/gpt-4-32k"
            },
            {
              equals: "openai/gpt-4-32k-0314"
            }
          ]
        },
        prices: {
          input_mtok: 60,
          output_mtok: 120
        }
      },
      {
        id: "openai/gpt-4-turbo",
        name: "GPT-4 Turbo",
        match: {
          or: [
            {
              equals: "openai/gpt-4-turbo"
            },
            {
              equals: "openai/gpt-4-turbo-preview"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 10,
          output_mtok: 30
        }
      },
      {
        id: "openai/gpt-4.1",
        name: "GPT-4.1",
        match: {
          equals: "openai/gpt-4.1"
        },
        context_window: 1047576,
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 8
        }
      },
      {
        id: "openai/gpt-4.1-mini",
        name: "GPT-4.1 Mini",
        match: {
          or: [
            {
              equals: "openai/gpt-4.1-mini"
            },
            {
              equals: "openai/gpt-4.1-mini-2025-04-14"
            }
          ]
        },
        context_window: 1047576,
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.1,
          output_mtok: 1.6
        }
      },
      {
        id: "openai/gpt-4.1-nano",
        name: "GPT-4.1 Nano",
        match: {
          equals: "openai/gpt-4.1-nano"
        },
        context_window: 1047576,
        prices: {
          input_mtok: 0.1,
          cache_read_mtok: 0.025,
          output_mtok: 0.4
        }
      },
      {
        id: "openai/gpt-4.5-preview",
        match: {
          equals: "openai/gpt-4.5-preview"
        },
        prices: {
          input_mtok: 75,
          output_mtok: 150
        }
      },
      {
        id: "openai/gpt-4o",
        match: {
          or: [
            {
              equals: "openai/gpt-4o"
            },
            {
              equals: "openai/gpt-4o-2024-08-06"
            },
            {
              equals: "openai/gpt-4o-2024-11-20"
            },
            {
              equals: "openai/gpt-4o-audio-preview"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "openai/gpt-4o-2024-05-13",
        name: "GPT-4o (2024-05-13)",
        match: {
          equals: "openai/gpt-4o-2024-05-13"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 5,
          output_mtok: 15
        }
      },
      {
        id: "openai/gpt-4o-mini",
        name: "GPT-4o-mini",
        match: {
          or: [
            {
              equals: "openai/gpt-4o-mini"
            },
            {
              equals: "openai/gpt-4o-mini-2024-07-18"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.075,
          output_mtok: 0.6
        }
      },
      {
        id: "openai/gpt-4o-mini-search-preview",
        name: "GPT-4o-mini Search Preview",
        match: {
          equals: "openai/gpt-4o-mini-search-preview"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.6
        }
      },
      {
        id: "openai/gpt-4o-search-preview",
        name: "GPT-4o Search Preview",
        match: {
          equals: "openai/gpt-4o-search-preview"
        },
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "openai/gpt-4o:extended",
        match: {
          equals: "openai/gpt-4o:extended"
        },
        prices: {
          input_mtok: 6,
          output_mtok: 18
        }
      },
      {
        id: "openai/gpt-5",
        name: "GPT-5",
        match: {
          or: [
            {
              equals: "openai/gpt-5"
            },
            {
              equals: "openai/gpt-5-2025-08-07"
            },
            {
              equals: "openai/gpt-5-chat"
            },
            {
              equals: "openai/gpt-5-codex"
            },
            {
              equals: "openai/gpt-5.1-codex-max"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.25,
          cache_read_mtok: 0.125,
          output_mtok: 10
        }
      },
      {
        id: "openai/gpt-5-image",
        name: "GPT-5 Image",
        match: {
          equals: "openai/gpt-5-image"
        },
        context_window: 4e5,
        prices: {
          input_mtok: 10,
          cache_read_mtok: 1.25,
          output_mtok: 10
        }
      },
      {
        id: "openai/gpt-5-image-mini",
        name: "GPT-5 Image Mini",
        match: {
          equals: "openai/gpt-5-image-mini"
        },
        context_window: 4e5,
        prices: {
          input_mtok: 2.5,
          cache_read_mtok: 0.25,
          output_mtok: 2
        }
      },
      {
        id: "openai/gpt-5-mini",
        name: "GPT-5 Mini",
        match: {
          or: [
            {
              equals: "openai/gpt-5-mini"
            },
            {
              equals: "openai/gpt-5-mini-2025-08-07"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.25,
          cache_read_mtok: 0.025,
          output_mtok: 2
        }
      },
      {
        id: "openai/gpt-5-nano",
        name: "GPT-5 Nano",
        match: {
          equals: "openai/gpt-5-nano"
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.05,
          cache_read_mtok: 0.01,
          output_mtok: 0.4
        }
      },
      {
        id: "openai/gpt-5-pro",
        name: "GPT-5 Pro",
        match: {
          equals: "openai/gpt-5-pro"
        },
        context_window: 4e5,
        prices: {
          input_mtok: 15,
          output_mtok: 120
        }
      },
      {
        id: "openai/gpt-5.1",
        name: "GPT-5.1",
        match: {
          or: [
            {
              equals: "openai/gpt-5.1"
            },
            {
              equals: "openai/gpt-5.1-chat"
            },
            {
              equals: "openai/gpt-5.1-codex"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.25,
          cache_read_mtok: 0.13,
          output_mtok: 10
        }
      },
      {
        id: "openai/gpt-5.1-codex-mini",
        name: "GPT-5.1-Codex-Mini",
        match: {
          or: [
            {
              equals: "openai/gpt-5.1-codex-mini"
            },
            {
              equals: "openai/gpt-5.1-codex-mini-20251113"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.25,
          cache_read_mtok: 0.025,
          output_mtok: 2
        }
      },
      {
        id: "openai/gpt-5.2",
        name: "GPT-5.2",
        match: {
          or: [
            {
              equals: "openai/gpt-5.2"
            },
            {
              equals: "openai/gpt-5.2-20251211"
            },
            {
              equals: "openai/gpt-5.2-chat"
            },
            {
              equals: "openai/gpt-5.2-codex"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.75,
          cache_read_mtok: 0.175,
          output_mtok: 14
        }
      },
      {
        id: "openai/gpt-5.2-pro",
        name: "GPT-5.2 Pro",
        match: {
          or: [
            {
              equals: "openai/gpt-5.2-pro"
            },
            {
              equals: "openai/gpt-5.2-pro-20251211"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 21,
          output_mtok: 168
        }
      },
      {
        id: "openai/gpt-5.3-chat",
        name: "GPT-5.3 Chat",
        match: {
          equals: "openai/gpt-5.3-chat"
        },
        prices: {
          input_mtok: 1.75,
          cache_read_mtok: 0.175,
          output_mtok: 14
        }
      },
      {
        id: "openai/gpt-5.3-codex",
        name: "GPT-5.3-Codex",
        match: {
          or: [
            {
              equals: "openai/gpt-5.3-codex"
            },
            {
              equals: "openai/gpt-5.3-codex-20260224"
            }
          ]
        },
        context_window: 4e5,
        prices: {
          input_mtok: 1.75,
          cache_read_mtok: 0.175,
          output_mtok: 14
        }
      },
      {
        id: "openai/gpt-5.4",
        name: "GPT-5.4",
        match: {
          or: [
            {
              equals: "openai/gpt-5.4"
            },
            {
              equals: "openai/gpt-5.4-20260305"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Long-context tier (>272K prompt tokens) is 2x input and 1.5x output, matching OpenAI. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 272e3,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.25,
            tiers: [
              {
                start: 272e3,
                price: 0.5
              }
            ]
          },
          output_mtok: {
            base: 15,
            tiers: [
              {
                start: 272e3,
                price: 22.5
              }
            ]
          }
        }
      },
      {
        id: "openai/gpt-5.4-image-2",
        name: "GPT-5.4 Image 2",
        match: {
          equals: "openai/gpt-5.4-image-2"
        },
        context_window: 272e3,
        prices: {
          input_mtok: 8,
          cache_read_mtok: 2,
          output_mtok: 15
        }
      },
      {
        id: "openai/gpt-5.4-mini",
        name: "GPT-5.4 Mini",
        match: {
          equals: "openai/gpt-5.4-mini"
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.075,
          output_mtok: 4.5
        }
      },
      {
        id: "openai/gpt-5.4-nano",
        name: "GPT-5.4 Nano",
        match: {
          equals: "openai/gpt-5.4-nano"
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.02,
          output_mtok: 1.25
        }
      },
      {
        id: "openai/gpt-5.4-pro",
        name: "GPT-5.4 Pro",
        match: {
          equals: "openai/gpt-5.4-pro"
        },
        context_window: 105e4,
        price_comments: "Long-context tier (>272K prompt tokens) is 2x input and 1.5x output, matching OpenAI. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 30,
            tiers: [
              {
                start: 272e3,
                price: 60
              }
            ]
          },
          output_mtok: {
            base: 180,
            tiers: [
              {
                start: 272e3,
                price: 270
              }
            ]
          }
        }
      },
      {
        id: "openai/gpt-5.5",
        name: "GPT-5.5",
        match: {
          equals: "openai/gpt-5.5"
        },
        context_window: 105e4,
        price_comments: "Long-context tier (>272K prompt tokens) is 2x input and 1.5x output, matching OpenAI. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 5,
            tiers: [
              {
                start: 272e3,
                price: 10
              }
            ]
          },
          cache_read_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 272e3,
                price: 1
              }
            ]
          },
          output_mtok: {
            base: 30,
            tiers: [
              {
                start: 272e3,
                price: 45
              }
            ]
          }
        }
      },
      {
        id: "openai/gpt-5.5-pro",
        name: "GPT-5.5 Pro",
        match: {
          equals: "openai/gpt-5.5-pro"
        },
        context_window: 105e4,
        price_comments: "Long-context tier (>272K prompt tokens) is 2x input and 1.5x output, matching OpenAI. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 30,
            tiers: [
              {
                start: 272e3,
                price: 60
              }
            ]
          },
          output_mtok: {
            base: 180,
            tiers: [
              {
                start: 272e3,
                price: 270
              }
            ]
          }
        }
      },
      {
        id: "openai/gpt-5.6-luna",
        name: "GPT-5.6 Luna",
        match: {
          or: [
            {
              equals: "openai/gpt-5.6-luna"
            },
            {
              regex: "^openai/gpt-5\\.6-luna-\\d{8}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache writes are billed at 1.25x the uncached input rate. Long-context tier (>272K prompt tokens) is 2x input and 1.5x output, matching OpenAI. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 272e3,
                price: 0.4
              }
            ]
          },
          cache_write_mtok: {
            base: 0.25,
            tiers: [
              {
                start: 272e3,
                price: 0.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.02,
            tiers: [
              {
                start: 272e3,
                price: 0.04
              }
            ]
          },
          output_mtok: {
            base: 1.2,
            tiers: [
              {
                start: 272e3,
                price: 1.8
              }
            ]
          }
        }
      },
      {
        id: "openai/gpt-5.6-sol",
        name: "GPT-5.6 Sol",
        match: {
          or: [
            {
              equals: "openai/gpt-5.6-sol"
            },
            {
              regex: "^openai/gpt-5\\.6-sol-\\d{8}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache writes are billed at 1.25x the uncached input rate. Long-context tier (>272K prompt tokens) is 2x input and 1.5x output, matching OpenAI. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 272e3,
                price: 4
              }
            ]
          },
          cache_write_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 272e3,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 272e3,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 10,
            tiers: [
              {
                start: 272e3,
                price: 15
              }
            ]
          }
        }
      },
      {
        id: "openai/gpt-5.6-terra",
        name: "GPT-5.6 Terra",
        match: {
          or: [
            {
              equals: "openai/gpt-5.6-terra"
            },
            {
              regex: "^openai/gpt-5\\.6-terra-\\d{8}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "Cache writes are billed at 1.25x the uncached input rate. Long-context tier (>272K prompt tokens) is 2x input and 1.5x output, matching OpenAI. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 272e3,
                price: 4
              }
            ]
          },
          cache_write_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 272e3,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 272e3,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 12,
            tiers: [
              {
                start: 272e3,
                price: 18
              }
            ]
          }
        }
      },
      {
        id: "openai/gpt-6-luna",
        name: "GPT-6 Luna",
        match: {
          or: [
            {
              equals: "openai/gpt-6-luna"
            },
            {
              equals: "openai/gpt-6-luna-pro"
            },
            {
              regex: "^openai/gpt-6-luna-\\d{8}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "OpenRouter lists the base and pro routes at the same rates. Long-context tier (>272K prompt tokens) is 2x input and cache rates and 1.5x output. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 0.1,
            tiers: [
              {
                start: 272e3,
                price: 0.2
              }
            ]
          },
          cache_write_mtok: {
            base: 0.125,
            tiers: [
              {
                start: 272e3,
                price: 0.25
              }
            ]
          },
          cache_read_mtok: {
            base: 0.01,
            tiers: [
              {
                start: 272e3,
                price: 0.02
              }
            ]
          },
          output_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 272e3,
                price: 0.75
              }
            ]
          },
          web_searches_kcount: 10
        }
      },
      {
        id: "openai/gpt-6-luna:batch",
        name: "GPT-6 Luna Batch",
        match: {
          or: [
            {
              equals: "openai/gpt-6-luna:batch"
            },
            {
              equals: "openai/gpt-6-luna-pro:batch"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "OpenRouter's batch routes bill input, cache, and output tokens at half the standard rates; web searches retain their $0.01 per-call rate. Ref: https://openrouter.ai/api/v1/models.",
        prices: {
          input_mtok: {
            base: 0.05,
            tiers: [
              {
                start: 272e3,
                price: 0.1
              }
            ]
          },
          cache_write_mtok: {
            base: 0.0625,
            tiers: [
              {
                start: 272e3,
                price: 0.125
              }
            ]
          },
          cache_read_mtok: {
            base: 5e-3,
            tiers: [
              {
                start: 272e3,
                price: 0.01
              }
            ]
          },
          output_mtok: {
            base: 0.25,
            tiers: [
              {
                start: 272e3,
                price: 0.375
              }
            ]
          },
          web_searches_kcount: 10
        }
      },
      {
        id: "openai/gpt-6-sol",
        name: "GPT-6 Sol",
        match: {
          or: [
            {
              equals: "openai/gpt-6-sol"
            },
            {
              equals: "openai/gpt-6-sol-pro"
            },
            {
              regex: "^openai/gpt-6-sol-\\d{8}$"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "OpenRouter lists the base and pro routes at the same rates. Long-context tier (>272K prompt tokens) is 2x input and cache rates and 1.5x output. Ref: https://openrouter.ai/api/v1/models (pricing.overrides).",
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 272e3,
                price: 4
              }
            ]
          },
          cache_write_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 272e3,
                price: 5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 272e3,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 10,
            tiers: [
              {
                start: 272e3,
                price: 15
              }
            ]
          },
          web_searches_kcount: 10
        }
      },
      {
        id: "openai/gpt-6-sol:batch",
        name: "GPT-6 Sol Batch",
        match: {
          or: [
            {
              equals: "openai/gpt-6-sol:batch"
            },
            {
              equals: "openai/gpt-6-sol-pro:batch"
            }
          ]
        },
        context_window: 105e4,
        price_comments: "OpenRouter's batch routes bill input, cache, and output tokens at half the standard rates; web searches retain their $0.01 per-call rate. Ref: https://openrouter.ai/api/v1/models.",
        prices: {
          input_mtok: {
            base: 1,
            tiers: [
              {
                start: 272e3,
                price: 2
              }
            ]
          },
          cache_write_mtok: {
            base: 1.25,
            tiers: [
              {
                start: 272e3,
                price: 2.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.1,
            tiers: [
              {
                start: 272e3,
                price: 0.2
              }
            ]
          },
          output_mtok: {
            base: 5,
            tiers: [
              {
                start: 272e3,
                price: 7.5
              }
            ]
          },
          web_searches_kcount: 10
        }
      },
      {
        id: "openai/gpt-audio",
        name: "GPT Audio",
        match: {
          equals: "openai/gpt-audio"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2.5,
          output_mtok: 10
        }
      },
      {
        id: "openai/gpt-audio-mini",
        name: "GPT Audio Mini",
        match: {
          equals: "openai/gpt-audio-mini"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.6,
          output_mtok: 2.4
        }
      },
      {
        id: "openai/gpt-chat-latest",
        name: "GPT Chat Latest",
        match: {
          equals: "openai/gpt-chat-latest"
        },
        context_window: 4e5,
        prices: {
          input_mtok: 5,
          cache_read_mtok: 0.5,
          output_mtok: 30
        }
      },
      {
        id: "openai/gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          equals: "openai/gpt-oss-120b"
        },
        prices: {
          input_mtok: 0.039,
          output_mtok: 0.18
        }
      },
      {
        id: "openai/gpt-oss-120b:free",
        name: "gpt-oss-120b (free)",
        match: {
          equals: "openai/gpt-oss-120b:free"
        },
        prices: {}
      },
      {
        id: "openai/gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          equals: "openai/gpt-oss-20b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.029,
          output_mtok: 0.14
        }
      },
      {
        id: "openai/gpt-oss-20b:free",
        name: "gpt-oss-20b (free)",
        match: {
          equals: "openai/gpt-oss-20b:free"
        },
        prices: {}
      },
      {
        id: "openai/gpt-oss-safeguard-20b",
        name: "gpt-oss-safeguard-20b",
        match: {
          equals: "openai/gpt-oss-safeguard-20b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.075,
          cache_read_mtok: 0.037,
          output_mtok: 0.3
        }
      },
      {
        id: "openai/o1",
        name: "o1",
        match: {
          or: [
            {
              equals: "openai/o1"
            },
            {
              equals: "o1-preview"
            },
            {
              equals: "o1-preview-2024-09-12"
            }
          ]
        },
        prices: {
          input_mtok: 15,
          cache_read_mtok: 7.5,
          output_mtok: 60
        }
      },
      {
        id: "openai/o1-mini",
        match: {
          or: [
            {
              equals: "openai/o1-mini"
            },
            {
              equals: "openai/o1-mini-2024-09-12"
            }
          ]
        },
        prices: {
          input_mtok: 1.1,
          output_mtok: 4.4
        }
      },
      {
        id: "openai/o1-pro",
        name: "o1-pro",
        match: {
          equals: "openai/o1-pro"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 150,
          output_mtok: 600
        }
      },
      {
        id: "openai/o3",
        name: "o3",
        match: {
          equals: "openai/o3"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 8
        }
      },
      {
        id: "openai/o3-deep-research",
        name: "o3 Deep Research",
        match: {
          equals: "openai/o3-deep-research"
        },
        prices: {
          input_mtok: 10,
          cache_read_mtok: 2.5,
          output_mtok: 40
        }
      },
      {
        id: "openai/o3-mini",
        name: "o3 Mini",
        match: {
          or: [
            {
              equals: "openai/o3-mini"
            },
            {
              equals: "openai/o3-mini-high"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.55,
          output_mtok: 4.4
        }
      },
      {
        id: "openai/o3-pro",
        name: "o3 Pro",
        match: {
          equals: "openai/o3-pro"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 20,
          output_mtok: 80
        }
      },
      {
        id: "openai/o4-mini",
        name: "o4 Mini",
        match: {
          or: [
            {
              equals: "openai/o4-mini"
            },
            {
              equals: "openai/o4-mini-high"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1.1,
          cache_read_mtok: 0.275,
          output_mtok: 4.4
        }
      },
      {
        id: "openai/o4-mini-deep-research",
        name: "o4 Mini Deep Research",
        match: {
          equals: "openai/o4-mini-deep-research"
        },
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 8
        }
      },
      {
        id: "openchat/openchat-7b",
        match: {
          equals: "openchat/openchat-7b"
        },
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.07
        }
      },
      {
        id: "openhands-lm-32b-v0.1",
        name: "OpenHands LM 32B V0.1",
        match: {
          equals: "openhands-lm-32b-v0.1"
        },
        prices: {
          input_mtok: 2.6,
          output_mtok: 3.4
        }
      },
      {
        id: "perceptron/perceptron-mk1",
        name: "Perceptron Mk1",
        match: {
          equals: "perceptron/perceptron-mk1"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.15,
          output_mtok: 1.5
        }
      },
      {
        id: "perplexity/llama-3.1-sonar-large-128k-online",
        match: {
          equals: "perplexity/llama-3.1-sonar-large-128k-online"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 1
        }
      },
      {
        id: "perplexity/llama-3.1-sonar-small-128k-online",
        match: {
          equals: "perplexity/llama-3.1-sonar-small-128k-online"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "perplexity/r1-1776",
        match: {
          equals: "perplexity/r1-1776"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 8
        }
      },
      {
        id: "perplexity/sonar",
        match: {
          equals: "perplexity/sonar"
        },
        context_window: 127072,
        prices: {
          input_mtok: 1,
          output_mtok: 1
        }
      },
      {
        id: "perplexity/sonar-deep-research",
        match: {
          equals: "perplexity/sonar-deep-research"
        },
        context_window: 128e3,
        price_comments: "OpenRouter reports internal reasoning as a distinct $3 per million-token charge. Ref: https://openrouter.ai/perplexity/sonar-deep-research/pricing",
        prices: {
          input_mtok: 2,
          output_mtok: 8,
          output_reasoning_mtok: 3
        }
      },
      {
        id: "perplexity/sonar-pro",
        match: {
          equals: "perplexity/sonar-pro"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          output_mtok: 15
        }
      },
      {
        id: "perplexity/sonar-reasoning",
        match: {
          equals: "perplexity/sonar-reasoning"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 5
        }
      },
      {
        id: "perplexity/sonar-reasoning-pro",
        match: {
          equals: "perplexity/sonar-reasoning-pro"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2,
          output_mtok: 8
        }
      },
      {
        id: "phi-3-medium-128k-instruct",
        name: "Phi-3 Medium 128K Instruct",
        match: {
          equals: "phi-3-medium-128k-instruct"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 1
        }
      },
      {
        id: "phi-3-mini-128k-instruct",
        name: "Phi-3 Mini 128K Instruct",
        match: {
          equals: "phi-3-mini-128k-instruct"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "phi-3.5-mini-128k-instruct",
        name: "Phi-3.5 Mini 128K Instruct",
        match: {
          equals: "phi-3.5-mini-128k-instruct"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "phi-4-multimodal-instruct",
        name: "Phi 4 Multimodal Instruct",
        match: {
          equals: "phi-4-multimodal-instruct"
        },
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.1
        }
      },
      {
        id: "phi-4-reasoning-plus",
        name: "Phi 4 Reasoning Plus",
        match: {
          equals: "phi-4-reasoning-plus"
        },
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.35
        }
      },
      {
        id: "phi-4-reasoning-plus:free",
        name: "Phi 4 Reasoning Plus (free)",
        match: {
          equals: "phi-4-reasoning-plus:free"
        },
        prices: {}
      },
      {
        id: "phi-4-reasoning:free",
        name: "Phi 4 Reasoning (free)",
        match: {
          equals: "phi-4-reasoning:free"
        },
        prices: {}
      },
      {
        id: "pixtral-12b",
        name: "Pixtral 12B",
        match: {
          equals: "pixtral-12b"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "pixtral-large-2411",
        name: "Pixtral Large 2411",
        match: {
          equals: "pixtral-large-2411"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 6
        }
      },
      {
        id: "poolside/laguna-m.1:free",
        name: "Laguna M.1 (free)",
        match: {
          equals: "poolside/laguna-m.1:free"
        },
        prices: {}
      },
      {
        id: "poolside/laguna-xs.2:free",
        name: "Laguna XS.2 (free)",
        match: {
          equals: "poolside/laguna-xs.2:free"
        },
        prices: {}
      },
      {
        id: "prime-intellect/intellect-3",
        name: "INTELLECT-3",
        match: {
          equals: "prime-intellect/intellect-3"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 1.1
        }
      },
      {
        id: "pygmalionai/mythalion-13b",
        match: {
          equals: "pygmalionai/mythalion-13b"
        },
        prices: {
          input_mtok: 0.5625,
          output_mtok: 1.125
        }
      },
      {
        id: "qwen-2-72b-instruct",
        name: "Qwen 2 72B Instruct",
        match: {
          equals: "qwen-2-72b-instruct"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "qwen-2.5-72b-instruct:free",
        name: "Qwen2.5 72B Instruct (free)",
        match: {
          equals: "qwen-2.5-72b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen-2.5-coder-32b-instruct:free",
        name: "Qwen2.5 Coder 32B Instruct (free)",
        match: {
          equals: "qwen-2.5-coder-32b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen-2.5-vl-7b-instruct",
        name: "Qwen2.5-VL 7B Instruct",
        match: {
          equals: "qwen-2.5-vl-7b-instruct"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "qwen-max",
        name: "Qwen-Max",
        match: {
          equals: "qwen-max"
        },
        prices: {
          input_mtok: 1.6,
          cache_read_mtok: 0.64,
          output_mtok: 6.4
        }
      },
      {
        id: "qwen-turbo",
        name: "Qwen-Turbo",
        match: {
          equals: "qwen-turbo"
        },
        prices: {
          input_mtok: 0.05,
          cache_read_mtok: 0.02,
          output_mtok: 0.2
        }
      },
      {
        id: "qwen-vl-max",
        name: "Qwen VL Max",
        match: {
          equals: "qwen-vl-max"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 3.2
        }
      },
      {
        id: "qwen-vl-plus",
        name: "Qwen VL Plus",
        match: {
          equals: "qwen-vl-plus"
        },
        prices: {
          input_mtok: 0.21,
          output_mtok: 0.63
        }
      },
      {
        id: "qwen/qwen-2-72b-instruct",
        match: {
          equals: "qwen/qwen-2-72b-instruct"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "qwen/qwen-2.5-72b-instruct",
        name: "Qwen2.5 72B Instruct",
        match: {
          equals: "qwen/qwen-2.5-72b-instruct"
        },
        prices: {
          input_mtok: 0.12,
          output_mtok: 0.39
        }
      },
      {
        id: "qwen/qwen-2.5-72b-instruct:free",
        match: {
          equals: "qwen/qwen-2.5-72b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen-2.5-7b-instruct",
        name: "Qwen2.5 7B Instruct",
        match: {
          equals: "qwen/qwen-2.5-7b-instruct"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.04,
          output_mtok: 0.1
        }
      },
      {
        id: "qwen/qwen-2.5-7b-instruct:free",
        match: {
          equals: "qwen/qwen-2.5-7b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen-2.5-coder-32b-instruct",
        name: "Qwen2.5 Coder 32B Instruct",
        match: {
          equals: "qwen/qwen-2.5-coder-32b-instruct"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.15
        }
      },
      {
        id: "qwen/qwen-2.5-coder-32b-instruct:free",
        match: {
          equals: "qwen/qwen-2.5-coder-32b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen-2.5-vl-72b-instruct",
        match: {
          equals: "qwen/qwen-2.5-vl-72b-instruct"
        },
        prices: {
          input_mtok: 0.6,
          output_mtok: 0.6
        }
      },
      {
        id: "qwen/qwen-2.5-vl-7b-instruct",
        match: {
          equals: "qwen/qwen-2.5-vl-7b-instruct"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "qwen/qwen-2.5-vl-7b-instruct:free",
        match: {
          equals: "qwen/qwen-2.5-vl-7b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen-max",
        match: {
          equals: "qwen/qwen-max"
        },
        prices: {
          input_mtok: 1.6,
          output_mtok: 6.4
        }
      },
      {
        id: "qwen/qwen-plus",
        name: "Qwen-Plus",
        match: {
          equals: "qwen/qwen-plus"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.16,
          output_mtok: 1.2
        }
      },
      {
        id: "qwen/qwen-plus-2025-07-28",
        name: "Qwen Plus 0728",
        match: {
          equals: "qwen/qwen-plus-2025-07-28"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.26,
          output_mtok: 0.78
        }
      },
      {
        id: "qwen/qwen-plus-2025-07-28:thinking",
        name: "Qwen Plus 0728 (thinking)",
        match: {
          equals: "qwen/qwen-plus-2025-07-28:thinking"
        },
        prices: {
          input_mtok: 0.26,
          cache_write_mtok: 0.325,
          output_mtok: 0.78
        }
      },
      {
        id: "qwen/qwen-turbo",
        match: {
          equals: "qwen/qwen-turbo"
        },
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.2
        }
      },
      {
        id: "qwen/qwen-vl-max",
        match: {
          equals: "qwen/qwen-vl-max"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 3.2
        }
      },
      {
        id: "qwen/qwen-vl-plus",
        match: {
          equals: "qwen/qwen-vl-plus"
        },
        prices: {
          input_mtok: 0.21,
          output_mtok: 0.63
        }
      },
      {
        id: "qwen/qwen2.5-coder-7b-instruct",
        match: {
          equals: "qwen/qwen2.5-coder-7b-instruct"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "qwen/qwen2.5-vl-32b-instruct",
        match: {
          equals: "qwen/qwen2.5-vl-32b-instruct"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "qwen/qwen2.5-vl-32b-instruct:free",
        match: {
          equals: "qwen/qwen2.5-vl-32b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen2.5-vl-3b-instruct:free",
        match: {
          equals: "qwen/qwen2.5-vl-3b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen2.5-vl-72b-instruct",
        match: {
          equals: "qwen/qwen2.5-vl-72b-instruct"
        },
        prices: {
          input_mtok: 0.7,
          output_mtok: 0.7
        }
      },
      {
        id: "qwen/qwen2.5-vl-72b-instruct:free",
        match: {
          equals: "qwen/qwen2.5-vl-72b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen3-14b",
        name: "Qwen3 14B",
        match: {
          equals: "qwen/qwen3-14b"
        },
        prices: {
          input_mtok: 0.06,
          output_mtok: 0.24
        }
      },
      {
        id: "qwen/qwen3-235b-a22b",
        name: "Qwen3 235B A22B",
        match: {
          equals: "qwen/qwen3-235b-a22b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.13,
          output_mtok: 0.6
        }
      },
      {
        id: "qwen/qwen3-235b-a22b-2507",
        name: "Qwen3 235B A22B Instruct 2507",
        match: {
          equals: "qwen/qwen3-235b-a22b-2507"
        },
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.1
        }
      },
      {
        id: "qwen/qwen3-235b-a22b-thinking-2507",
        name: "Qwen3 235B A22B Thinking 2507",
        match: {
          equals: "qwen/qwen3-235b-a22b-thinking-2507"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "qwen/qwen3-30b-a3b",
        name: "Qwen3 30B A3B",
        match: {
          equals: "qwen/qwen3-30b-a3b"
        },
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.29
        }
      },
      {
        id: "qwen/qwen3-30b-a3b-instruct-2507",
        name: "Qwen3 30B A3B Instruct 2507",
        match: {
          equals: "qwen/qwen3-30b-a3b-instruct-2507"
        },
        prices: {
          input_mtok: 0.04815,
          output_mtok: 0.19305
        }
      },
      {
        id: "qwen/qwen3-30b-a3b-thinking-2507",
        name: "Qwen3 30B A3B Thinking 2507",
        match: {
          equals: "qwen/qwen3-30b-a3b-thinking-2507"
        },
        context_window: 81920,
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.4
        }
      },
      {
        id: "qwen/qwen3-32b",
        name: "Qwen3 32B",
        match: {
          equals: "qwen/qwen3-32b"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.3
        }
      },
      {
        id: "qwen/qwen3-8b",
        name: "Qwen3 8B",
        match: {
          equals: "qwen/qwen3-8b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.035,
          output_mtok: 0.138
        }
      },
      {
        id: "qwen/qwen3-coder",
        name: "Qwen3 Coder 480B A35B",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder"
            },
            {
              equals: "qwen/qwen3-coder-480b-a35b-07-25"
            }
          ]
        },
        prices: {
          input_mtok: 0.22,
          output_mtok: 1.8
        }
      },
      {
        id: "qwen/qwen3-coder-30b-a3b-instruct",
        name: "Qwen3 Coder 30B A3B Instruct",
        match: {
          equals: "qwen/qwen3-coder-30b-a3b-instruct"
        },
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.27
        }
      },
      {
        id: "qwen/qwen3-coder-flash",
        name: "Qwen3 Coder Flash",
        match: {
          equals: "qwen/qwen3-coder-flash"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.195,
          cache_write_mtok: 0.24375,
          cache_read_mtok: 0.039,
          output_mtok: 0.975
        }
      },
      {
        id: "qwen/qwen3-coder-next",
        name: "Qwen3 Coder Next",
        match: {
          or: [
            {
              equals: "qwen/qwen3-coder-next"
            },
            {
              equals: "qwen/qwen3-coder-next-2025-02-03"
            }
          ]
        },
        prices: {
          input_mtok: 0.11,
          cache_read_mtok: 0.07,
          output_mtok: 0.8
        }
      },
      {
        id: "qwen/qwen3-coder-plus",
        name: "Qwen3 Coder Plus",
        match: {
          equals: "qwen/qwen3-coder-plus"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.65,
          cache_write_mtok: 0.8125,
          cache_read_mtok: 0.13,
          output_mtok: 3.25
        }
      },
      {
        id: "qwen/qwen3-coder:free",
        name: "Qwen3 Coder 480B A35B (free)",
        match: {
          equals: "qwen/qwen3-coder:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen3-max",
        name: "Qwen 3 Max",
        match: {
          equals: "qwen/qwen3-max"
        },
        context_window: 262144,
        prices: {
          input_mtok: 1.2,
          output_mtok: 6
        }
      },
      {
        id: "qwen/qwen3-max-thinking",
        name: "Qwen3 Max Thinking",
        match: {
          or: [
            {
              equals: "qwen/qwen3-max-thinking"
            },
            {
              equals: "qwen/qwen3-max-thinking-20260123"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.78,
          output_mtok: 3.9
        }
      },
      {
        id: "qwen/qwen3-next-80b-a3b-instruct",
        name: "Qwen3 Next 80B A3B Instruct",
        match: {
          or: [
            {
              equals: "qwen/qwen3-next-80b-a3b-instruct"
            },
            {
              equals: "qwen/qwen3-next-80b-a3b-instruct-2509"
            }
          ]
        },
        prices: {
          input_mtok: 0.09,
          output_mtok: 1.1
        }
      },
      {
        id: "qwen/qwen3-next-80b-a3b-instruct:free",
        name: "Qwen3 Next 80B A3B Instruct (free)",
        match: {
          equals: "qwen/qwen3-next-80b-a3b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwen3-next-80b-a3b-thinking",
        name: "Qwen3 Next 80B A3B Thinking",
        match: {
          or: [
            {
              equals: "qwen/qwen3-next-80b-a3b-thinking"
            },
            {
              equals: "qwen/qwen3-next-80b-a3b-thinking-2509"
            }
          ]
        },
        prices: {
          input_mtok: 0.0975,
          output_mtok: 0.78
        }
      },
      {
        id: "qwen/qwen3-vl-235b-a22b-instruct",
        name: "Qwen3 VL 235B A22B Instruct",
        match: {
          equals: "qwen/qwen3-vl-235b-a22b-instruct"
        },
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.11,
          output_mtok: 0.88
        }
      },
      {
        id: "qwen/qwen3-vl-235b-a22b-thinking",
        name: "Qwen3 VL 235B A22B Thinking",
        match: {
          equals: "qwen/qwen3-vl-235b-a22b-thinking"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.26,
          output_mtok: 2.6
        }
      },
      {
        id: "qwen/qwen3-vl-30b-a3b-instruct",
        name: "Qwen3 VL 30B A3B Instruct",
        match: {
          equals: "qwen/qwen3-vl-30b-a3b-instruct"
        },
        prices: {
          input_mtok: 0.13,
          output_mtok: 0.52
        }
      },
      {
        id: "qwen/qwen3-vl-30b-a3b-thinking",
        name: "Qwen3 VL 30B A3B Thinking",
        match: {
          equals: "qwen/qwen3-vl-30b-a3b-thinking"
        },
        prices: {
          input_mtok: 0.13,
          output_mtok: 1.56
        }
      },
      {
        id: "qwen/qwen3-vl-32b-instruct",
        name: "Qwen3 VL 32B Instruct",
        match: {
          equals: "qwen/qwen3-vl-32b-instruct"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.104,
          output_mtok: 0.416
        }
      },
      {
        id: "qwen/qwen3-vl-8b-instruct",
        name: "Qwen3 VL 8B Instruct",
        match: {
          equals: "qwen/qwen3-vl-8b-instruct"
        },
        prices: {
          input_mtok: 0.08,
          output_mtok: 0.5
        }
      },
      {
        id: "qwen/qwen3-vl-8b-thinking",
        name: "Qwen3 VL 8B Thinking",
        match: {
          equals: "qwen/qwen3-vl-8b-thinking"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.117,
          output_mtok: 1.365
        }
      },
      {
        id: "qwen/qwen3.5-122b-a10b",
        name: "Qwen3.5-122B-A10B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-122b-a10b"
            },
            {
              equals: "qwen/qwen3.5-122b-a10b-20260224"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.26,
          output_mtok: 2.08
        }
      },
      {
        id: "qwen/qwen3.5-27b",
        name: "Qwen3.5-27B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-27b"
            },
            {
              equals: "qwen/qwen3.5-27b-20260224"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.195,
          output_mtok: 1.56
        }
      },
      {
        id: "qwen/qwen3.5-35b-a3b",
        name: "Qwen3.5-35B-A3B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-35b-a3b"
            },
            {
              equals: "qwen/qwen3.5-35b-a3b-20260224"
            }
          ]
        },
        prices: {
          input_mtok: 0.14,
          cache_read_mtok: 0.05,
          output_mtok: 1
        }
      },
      {
        id: "qwen/qwen3.5-397b-a17b",
        name: "Qwen3.5 397B A17B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-397b-a17b"
            },
            {
              equals: "qwen/qwen3.5-397b-a17b-20260216"
            }
          ]
        },
        prices: {
          input_mtok: 0.39,
          output_mtok: 2.34
        }
      },
      {
        id: "qwen/qwen3.5-9b",
        name: "Qwen3.5-9B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-9b"
            },
            {
              equals: "qwen/qwen3.5-9b-20260310"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.15
        }
      },
      {
        id: "qwen/qwen3.5-flash-02-23",
        name: "Qwen3.5-Flash",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-flash-02-23"
            },
            {
              equals: "qwen/qwen3.5-flash-20260224"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.065,
          output_mtok: 0.26
        }
      },
      {
        id: "qwen/qwen3.5-plus-02-15",
        name: "Qwen3.5 plus-02-15",
        match: {
          or: [
            {
              equals: "qwen/qwen3.5-plus-02-15"
            },
            {
              equals: "qwen/qwen3.5-plus-20260216"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.4,
          output_mtok: 2.4
        }
      },
      {
        id: "qwen/qwen3.5-plus-20260420",
        name: "Qwen3.5 Plus 2026-04-20",
        match: {
          equals: "qwen/qwen3.5-plus-20260420"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.3,
          cache_write_mtok: 0.375,
          output_mtok: 1.8
        }
      },
      {
        id: "qwen/qwen3.6-27b",
        name: "Qwen3.6 27B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.6-27b"
            },
            {
              equals: "qwen/qwen3.6-27b-20260422"
            }
          ]
        },
        prices: {
          input_mtok: 0.289,
          output_mtok: 2.4
        }
      },
      {
        id: "qwen/qwen3.6-35b-a3b",
        name: "Qwen3.6 35B A3B",
        match: {
          or: [
            {
              equals: "qwen/qwen3.6-35b-a3b"
            },
            {
              equals: "qwen/qwen3.6-35b-a3b-20260415"
            }
          ]
        },
        prices: {
          input_mtok: 0.14,
          output_mtok: 1
        }
      },
      {
        id: "qwen/qwen3.6-flash",
        name: "Qwen3.6 Flash",
        match: {
          equals: "qwen/qwen3.6-flash"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.1875,
          cache_write_mtok: 0.234375,
          output_mtok: 1.125
        }
      },
      {
        id: "qwen/qwen3.6-max-preview",
        name: "Qwen3.6 Max Preview",
        match: {
          or: [
            {
              equals: "qwen/qwen3.6-max-preview"
            },
            {
              equals: "qwen/qwen3.6-max-preview-20260420"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 1.04,
          cache_write_mtok: 1.3,
          output_mtok: 6.24
        }
      },
      {
        id: "qwen/qwen3.6-plus",
        name: "Qwen3.6 Plus",
        match: {
          or: [
            {
              equals: "qwen/qwen3.6-plus"
            },
            {
              equals: "qwen/qwen3.6-plus-04-02"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.325,
          cache_write_mtok: 0.40625,
          output_mtok: 1.95
        }
      },
      {
        id: "qwen/qwen3.7-max",
        name: "Qwen3.7 Max",
        match: {
          or: [
            {
              equals: "qwen/qwen3.7-max"
            },
            {
              equals: "qwen/qwen3.7-max-20260520"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 1.25,
          cache_write_mtok: 1.5625,
          cache_read_mtok: 0.25,
          output_mtok: 3.75
        }
      },
      {
        id: "qwen/qwen3.7-plus",
        name: "Qwen3.7 Plus",
        match: {
          or: [
            {
              equals: "qwen/qwen3.7-plus"
            },
            {
              equals: "qwen/qwen3.7-plus-20260602"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.4,
          cache_write_mtok: 0.5,
          cache_read_mtok: 0.08,
          output_mtok: 1.6
        }
      },
      {
        id: "qwen/qwq-32b",
        match: {
          equals: "qwen/qwq-32b"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.2
        }
      },
      {
        id: "qwen/qwq-32b-preview",
        match: {
          equals: "qwen/qwq-32b-preview"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "qwen/qwq-32b-preview:free",
        match: {
          equals: "qwen/qwq-32b-preview:free"
        },
        prices: {}
      },
      {
        id: "qwen/qwq-32b:free",
        match: {
          equals: "qwen/qwq-32b:free"
        },
        prices: {}
      },
      {
        id: "qwen2.5-vl-32b-instruct",
        name: "Qwen2.5 VL 32B Instruct",
        match: {
          equals: "qwen2.5-vl-32b-instruct"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "qwen2.5-vl-32b-instruct:free",
        name: "Qwen2.5 VL 32B Instruct (free)",
        match: {
          equals: "qwen2.5-vl-32b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen2.5-vl-72b-instruct:free",
        name: "Qwen2.5 VL 72B Instruct (free)",
        match: {
          equals: "qwen2.5-vl-72b-instruct:free"
        },
        prices: {}
      },
      {
        id: "qwen3-14b:free",
        name: "Qwen3 14B (free)",
        match: {
          equals: "qwen3-14b:free"
        },
        prices: {}
      },
      {
        id: "qwen3-235b-a22b:free",
        name: "Qwen3 235B A22B (free)",
        match: {
          equals: "qwen3-235b-a22b:free"
        },
        prices: {}
      },
      {
        id: "qwen3-30b-a3b:free",
        name: "Qwen3 30B A3B (free)",
        match: {
          equals: "qwen3-30b-a3b:free"
        },
        prices: {}
      },
      {
        id: "qwen3-32b:free",
        name: "Qwen3 32B (free)",
        match: {
          equals: "qwen3-32b:free"
        },
        prices: {}
      },
      {
        id: "qwen3-8b:free",
        name: "Qwen3 8B (free)",
        match: {
          equals: "qwen3-8b:free"
        },
        prices: {}
      },
      {
        id: "qwerky-72b:free",
        name: "Qwerky 72B (free)",
        match: {
          equals: "qwerky-72b:free"
        },
        prices: {}
      },
      {
        id: "qwq-32b",
        name: "QwQ 32B",
        match: {
          equals: "qwq-32b"
        },
        prices: {
          input_mtok: 0.15,
          output_mtok: 0.2
        }
      },
      {
        id: "qwq-32b-arliai-rpr-v1:free",
        name: "QwQ 32B RpR v1 (free)",
        match: {
          equals: "qwq-32b-arliai-rpr-v1:free"
        },
        prices: {}
      },
      {
        id: "qwq-32b-preview",
        name: "QwQ 32B Preview",
        match: {
          equals: "qwq-32b-preview"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "qwq-32b:free",
        name: "QwQ 32B (free)",
        match: {
          equals: "qwq-32b:free"
        },
        prices: {}
      },
      {
        id: "r1-1776",
        name: "R1 1776",
        match: {
          equals: "r1-1776"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 8
        }
      },
      {
        id: "raifle/sorcererlm-8x22b",
        match: {
          equals: "raifle/sorcererlm-8x22b"
        },
        prices: {
          input_mtok: 4.5,
          output_mtok: 4.5
        }
      },
      {
        id: "reka-flash-3:free",
        name: "Flash 3 (free)",
        match: {
          equals: "reka-flash-3:free"
        },
        prices: {}
      },
      {
        id: "rekaai/reka-edge",
        name: "Reka Edge",
        match: {
          equals: "rekaai/reka-edge"
        },
        context_window: 16384,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "rekaai/reka-flash-3",
        name: "Reka Flash 3",
        match: {
          equals: "rekaai/reka-flash-3"
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.2
        }
      },
      {
        id: "rekaai/reka-flash-3:free",
        match: {
          equals: "rekaai/reka-flash-3:free"
        },
        prices: {}
      },
      {
        id: "relace/relace-apply-3",
        name: "Relace Apply 3",
        match: {
          equals: "relace/relace-apply-3"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.85,
          output_mtok: 1.25
        }
      },
      {
        id: "relace/relace-search",
        name: "Relace Search",
        match: {
          equals: "relace/relace-search"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 1,
          output_mtok: 3
        }
      },
      {
        id: "sao10k/fimbulvetr-11b-v2",
        match: {
          equals: "sao10k/fimbulvetr-11b-v2"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "sao10k/l3-euryale-70b",
        match: {
          equals: "sao10k/l3-euryale-70b"
        },
        prices: {
          input_mtok: 1.48,
          output_mtok: 1.48
        }
      },
      {
        id: "sao10k/l3-lunaris-8b",
        name: "Llama 3 8B Lunaris",
        match: {
          equals: "sao10k/l3-lunaris-8b"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.02,
          output_mtok: 0.05
        }
      },
      {
        id: "sao10k/l3.1-70b-hanami-x1",
        name: "Llama 3.1 70B Hanami x1",
        match: {
          equals: "sao10k/l3.1-70b-hanami-x1"
        },
        prices: {
          input_mtok: 3,
          output_mtok: 3
        }
      },
      {
        id: "sao10k/l3.1-euryale-70b",
        name: "Llama 3.1 Euryale 70B v2.2",
        match: {
          equals: "sao10k/l3.1-euryale-70b"
        },
        prices: {
          input_mtok: 0.7,
          output_mtok: 0.8
        }
      },
      {
        id: "sao10k/l3.3-euryale-70b",
        name: "Llama 3.3 Euryale 70B",
        match: {
          equals: "sao10k/l3.3-euryale-70b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.7,
          output_mtok: 0.8
        }
      },
      {
        id: "sarvam-m:free",
        name: "Sarvam-M (free)",
        match: {
          equals: "sarvam-m:free"
        },
        prices: {}
      },
      {
        id: "scb10x/llama3.1-typhoon2-70b-instruct",
        match: {
          equals: "scb10x/llama3.1-typhoon2-70b-instruct"
        },
        prices: {
          input_mtok: 0.88,
          output_mtok: 0.88
        }
      },
      {
        id: "scb10x/llama3.1-typhoon2-8b-instruct",
        match: {
          equals: "scb10x/llama3.1-typhoon2-8b-instruct"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "shisa-ai/shisa-v2-llama3.3-70b:free",
        match: {
          equals: "shisa-ai/shisa-v2-llama3.3-70b:free"
        },
        prices: {}
      },
      {
        id: "shisa-v2-llama3.3-70b:free",
        name: "Shisa V2 Llama 3.3 70B  (free)",
        match: {
          equals: "shisa-v2-llama3.3-70b:free"
        },
        prices: {}
      },
      {
        id: "sonar-reasoning",
        name: "Sonar Reasoning",
        match: {
          equals: "sonar-reasoning"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 5
        }
      },
      {
        id: "sophosympatheia/midnight-rose-70b",
        match: {
          equals: "sophosympatheia/midnight-rose-70b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "sophosympatheia/rogue-rose-103b-v0.2:free",
        match: {
          equals: "sophosympatheia/rogue-rose-103b-v0.2:free"
        },
        prices: {}
      },
      {
        id: "sorcererlm-8x22b",
        name: "SorcererLM 8x22B",
        match: {
          equals: "sorcererlm-8x22b"
        },
        prices: {
          input_mtok: 4.5,
          output_mtok: 4.5
        }
      },
      {
        id: "spotlight",
        name: "Spotlight",
        match: {
          equals: "spotlight"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "steelskull/l3.3-electra-r1-70b",
        match: {
          equals: "steelskull/l3.3-electra-r1-70b"
        },
        prices: {
          input_mtok: 0.7,
          output_mtok: 0.95
        }
      },
      {
        id: "stepfun/step-3.5-flash",
        name: "Step 3.5 Flash",
        match: {
          equals: "stepfun/step-3.5-flash"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.09,
          cache_read_mtok: 0.02,
          output_mtok: 0.3
        }
      },
      {
        id: "stepfun/step-3.7-flash",
        name: "Step 3.7 Flash",
        match: {
          equals: "stepfun/step-3.7-flash"
        },
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.04,
          output_mtok: 1.15
        }
      },
      {
        id: "switchpoint/router",
        name: "Switchpoint Router",
        match: {
          equals: "switchpoint/router"
        },
        prices: {
          input_mtok: 0.85,
          output_mtok: 3.4
        }
      },
      {
        id: "tencent/hunyuan-a13b-instruct",
        name: "Hunyuan A13B Instruct",
        match: {
          equals: "tencent/hunyuan-a13b-instruct"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.14,
          output_mtok: 0.57
        }
      },
      {
        id: "tencent/hy3-preview",
        name: "Hy3 preview",
        match: {
          equals: "tencent/hy3-preview"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.063,
          cache_read_mtok: 0.021,
          output_mtok: 0.21
        }
      },
      {
        id: "thedrummer/anubis-pro-105b-v1",
        match: {
          equals: "thedrummer/anubis-pro-105b-v1"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1
        }
      },
      {
        id: "thedrummer/cydonia-24b-v4.1",
        name: "Cydonia 24B V4.1",
        match: {
          equals: "thedrummer/cydonia-24b-v4.1"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.15,
          output_mtok: 0.5
        }
      },
      {
        id: "thedrummer/rocinante-12b",
        name: "Rocinante 12B",
        match: {
          equals: "thedrummer/rocinante-12b"
        },
        prices: {
          input_mtok: 0.25,
          output_mtok: 0.5
        }
      },
      {
        id: "thedrummer/skyfall-36b-v2",
        name: "Skyfall 36B V2",
        match: {
          equals: "thedrummer/skyfall-36b-v2"
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.8
        }
      },
      {
        id: "thedrummer/unslopnemo-12b",
        match: {
          equals: "thedrummer/unslopnemo-12b"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.5
        }
      },
      {
        id: "thudm/glm-4-32b:free",
        match: {
          equals: "thudm/glm-4-32b:free"
        },
        prices: {}
      },
      {
        id: "thudm/glm-z1-32b:free",
        match: {
          equals: "thudm/glm-z1-32b:free"
        },
        prices: {}
      },
      {
        id: "toppy-m-7b",
        name: "Toppy M 7B",
        match: {
          equals: "toppy-m-7b"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "undi95/remm-slerp-l2-13b",
        name: "ReMM SLERP 13B",
        match: {
          equals: "undi95/remm-slerp-l2-13b"
        },
        context_window: 6144,
        prices: {
          input_mtok: 0.8,
          output_mtok: 1.2
        }
      },
      {
        id: "undi95/toppy-m-7b",
        match: {
          equals: "undi95/toppy-m-7b"
        },
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.07
        }
      },
      {
        id: "upstage/solar-pro-3",
        name: "Solar Pro 3",
        match: {
          equals: "upstage/solar-pro-3"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.15,
          cache_read_mtok: 0.015,
          output_mtok: 0.6
        }
      },
      {
        id: "valkyrie-49b-v1",
        name: "Valkyrie 49B V1",
        match: {
          equals: "valkyrie-49b-v1"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.8
        }
      },
      {
        id: "virtuoso-medium-v2",
        name: "Virtuoso Medium V2",
        match: {
          equals: "virtuoso-medium-v2"
        },
        prices: {
          input_mtok: 0.5,
          output_mtok: 0.8
        }
      },
      {
        id: "writer/palmyra-x5",
        name: "Palmyra X5",
        match: {
          equals: "writer/palmyra-x5"
        },
        context_window: 104e4,
        prices: {
          input_mtok: 0.6,
          output_mtok: 6
        }
      },
      {
        id: "x-ai/grok-2-1212",
        match: {
          equals: "x-ai/grok-2-1212"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 10
        }
      },
      {
        id: "x-ai/grok-2-vision-1212",
        match: {
          equals: "x-ai/grok-2-vision-1212"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 10
        }
      },
      {
        id: "x-ai/grok-3-beta",
        match: {
          equals: "x-ai/grok-3-beta"
        },
        prices: {
          input_mtok: 3,
          output_mtok: 15
        }
      },
      {
        id: "x-ai/grok-3-mini-beta",
        match: {
          equals: "x-ai/grok-3-mini-beta"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.5
        }
      },
      {
        id: "x-ai/grok-4-fast",
        match: {
          equals: "x-ai/grok-4-fast"
        },
        context_window: 2e6,
        prices: {
          input_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 128e3,
                price: 0.4
              }
            ]
          },
          cache_read_mtok: 0.05,
          output_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 128e3,
                price: 1
              }
            ]
          }
        }
      },
      {
        id: "x-ai/grok-4.1-fast:free",
        match: {
          equals: "x-ai/grok-4.1-fast:free"
        },
        context_window: 2e6,
        prices: {}
      },
      {
        id: "x-ai/grok-4.20",
        name: "Grok 4.20",
        match: {
          equals: "x-ai/grok-4.20"
        },
        context_window: 2e6,
        prices: {
          input_mtok: 1.25,
          cache_read_mtok: 0.2,
          output_mtok: 2.5
        }
      },
      {
        id: "x-ai/grok-4.20-multi-agent",
        name: "Grok 4.20 Multi-Agent",
        match: {
          equals: "x-ai/grok-4.20-multi-agent"
        },
        context_window: 2e6,
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.2,
          output_mtok: 6
        }
      },
      {
        id: "x-ai/grok-4.3",
        name: "Grok 4.3",
        match: {
          or: [
            {
              equals: "x-ai/grok-4.3"
            },
            {
              regex: "^x-ai/grok-4\\.3-\\d{8}$"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 1.25,
          cache_read_mtok: 0.2,
          output_mtok: 2.5
        }
      },
      {
        id: "x-ai/grok-beta",
        match: {
          equals: "x-ai/grok-beta"
        },
        prices: {
          input_mtok: 5,
          output_mtok: 15
        }
      },
      {
        id: "x-ai/grok-build-0.1",
        name: "Grok Build 0.1",
        match: {
          equals: "x-ai/grok-build-0.1"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 1,
          cache_read_mtok: 0.2,
          output_mtok: 2
        }
      },
      {
        id: "x-ai/grok-code-fast-1",
        match: {
          equals: "x-ai/grok-code-fast-1"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.02,
          output_mtok: 1.5
        }
      },
      {
        id: "x-ai/grok-vision-beta",
        match: {
          equals: "x-ai/grok-vision-beta"
        },
        prices: {
          input_mtok: 5,
          output_mtok: 15
        }
      },
      {
        id: "xiaomi/mimo-v2-flash",
        name: "MiMo-V2-Flash",
        match: {
          equals: "xiaomi/mimo-v2-flash"
        },
        prices: {
          input_mtok: 0.1,
          cache_read_mtok: 0.01,
          output_mtok: 0.3
        }
      },
      {
        id: "xiaomi/mimo-v2.5",
        name: "MiMo-V2.5",
        match: {
          equals: "xiaomi/mimo-v2.5"
        },
        prices: {
          input_mtok: 0.14,
          cache_read_mtok: 28e-4,
          output_mtok: 0.28
        }
      },
      {
        id: "xiaomi/mimo-v2.5-pro",
        name: "MiMo-V2.5-Pro",
        match: {
          equals: "xiaomi/mimo-v2.5-pro"
        },
        prices: {
          input_mtok: 0.435,
          cache_read_mtok: 36e-4,
          output_mtok: 0.87
        }
      },
      {
        id: "xwin-lm/xwin-lm-70b",
        match: {
          equals: "xwin-lm/xwin-lm-70b"
        },
        prices: {
          input_mtok: 3.75,
          output_mtok: 3.75
        }
      },
      {
        id: "yi-large",
        name: "Yi Large",
        match: {
          equals: "yi-large"
        },
        prices: {
          input_mtok: 3,
          output_mtok: 3
        }
      },
      {
        id: "z-ai/glm-4.5",
        name: "GLM 4.5",
        match: {
          equals: "z-ai/glm-4.5"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.11,
          output_mtok: 2.2
        }
      },
      {
        id: "z-ai/glm-4.5-air",
        name: "GLM 4.5 Air",
        match: {
          equals: "z-ai/glm-4.5-air"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.125,
          cache_read_mtok: 0.06,
          output_mtok: 0.85
        }
      },
      {
        id: "z-ai/glm-4.5v",
        name: "GLM 4.5V",
        match: {
          equals: "z-ai/glm-4.5v"
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.11,
          output_mtok: 1.8
        }
      },
      {
        id: "z-ai/glm-4.6",
        name: "GLM 4.6",
        match: {
          equals: "z-ai/glm-4.6"
        },
        prices: {
          input_mtok: 0.43,
          cache_read_mtok: 0.08,
          output_mtok: 1.74
        }
      },
      {
        id: "z-ai/glm-4.6v",
        name: "GLM 4.6V",
        match: {
          equals: "z-ai/glm-4.6v"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.05,
          output_mtok: 0.9
        }
      },
      {
        id: "z-ai/glm-4.7",
        name: "GLM 4.7",
        match: {
          equals: "z-ai/glm-4.7"
        },
        prices: {
          input_mtok: 0.4,
          cache_read_mtok: 0.08,
          output_mtok: 1.75
        }
      },
      {
        id: "z-ai/glm-4.7-flash",
        name: "GLM 4.7 Flash",
        match: {
          or: [
            {
              equals: "z-ai/glm-4.7-flash"
            },
            {
              equals: "z-ai/glm-4.7-flash-20260119"
            }
          ]
        },
        prices: {
          input_mtok: 0.06,
          cache_read_mtok: 0.01,
          output_mtok: 0.4
        }
      },
      {
        id: "z-ai/glm-5",
        name: "GLM 5",
        match: {
          or: [
            {
              equals: "z-ai/glm-5"
            },
            {
              equals: "z-ai/glm-5-20260211"
            }
          ]
        },
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.12,
          output_mtok: 1.92
        }
      },
      {
        id: "z-ai/glm-5-turbo",
        name: "GLM 5 Turbo",
        match: {
          or: [
            {
              equals: "z-ai/glm-5-turbo"
            },
            {
              equals: "z-ai/glm-5-turbo-20260315"
            }
          ]
        },
        context_window: 202752,
        prices: {
          input_mtok: 1.2,
          cache_read_mtok: 0.24,
          output_mtok: 4
        }
      },
      {
        id: "z-ai/glm-5.1",
        name: "GLM 5.1",
        match: {
          or: [
            {
              equals: "z-ai/glm-5.1"
            },
            {
              equals: "z-ai/glm-5.1-20260406"
            }
          ]
        },
        prices: {
          input_mtok: 0.98,
          cache_read_mtok: 0.182,
          output_mtok: 3.08
        }
      },
      {
        id: "z-ai/glm-5.2",
        name: "GLM 5.2",
        match: {
          or: [
            {
              equals: "z-ai/glm-5.2"
            },
            {
              equals: "z-ai/glm-5.2-20260616"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.26,
          output_mtok: 4.4
        }
      },
      {
        id: "z-ai/glm-5.3",
        name: "GLM 5.3",
        match: {
          or: [
            {
              equals: "z-ai/glm-5.3"
            },
            {
              equals: "z-ai/glm-5.3-20260816"
            }
          ]
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.26,
          output_mtok: 4.4
        }
      },
      {
        id: "z-ai/glm-5.3-flash",
        name: "GLM 5.3 Flash",
        match: {
          equals: "z-ai/glm-5.3-flash"
        },
        context_window: 1310720,
        price_comments: "OpenRouter's model page and models API show a 50% promotion through September 9, 2026 at 16:00 UTC. List prices are $0.15 input, $0.03 cached input, and $0.50 output per million tokens.",
        prices: {
          input_mtok: 0.075,
          cache_read_mtok: 0.015,
          output_mtok: 0.25
        }
      },
      {
        id: "~anthropic/claude-fable-latest",
        name: "Claude Fable Latest",
        match: {
          equals: "~anthropic/claude-fable-latest"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 10,
          cache_write_mtok: 12.5,
          cache_read_mtok: 1,
          output_mtok: 50
        }
      },
      {
        id: "~anthropic/claude-haiku-latest",
        name: "Anthropic Claude Haiku Latest",
        match: {
          equals: "~anthropic/claude-haiku-latest"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 1,
          cache_write_mtok: 1.25,
          cache_read_mtok: 0.1,
          output_mtok: 5
        }
      },
      {
        id: "~anthropic/claude-opus-latest",
        name: "Claude Opus Latest",
        match: {
          equals: "~anthropic/claude-opus-latest"
        },
        context_window: 1e6,
        prices: [
          {
            prices: {
              input_mtok: 5,
              cache_write_mtok: 6.25,
              cache_read_mtok: 0.5,
              output_mtok: 25
            }
          },
          {
            constraint: {
              start_date: "2026-09-22",
              type: "start_date"
            },
            prices: {
              input_mtok: 4,
              cache_write_mtok: 5,
              cache_read_mtok: 0.2,
              output_mtok: 20
            }
          }
        ]
      },
      {
        id: "~anthropic/claude-sonnet-latest",
        name: "Anthropic Claude Sonnet Latest",
        match: {
          equals: "~anthropic/claude-sonnet-latest"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 3,
          cache_write_mtok: 3.75,
          cache_read_mtok: 0.3,
          output_mtok: 15
        }
      },
      {
        id: "~google/gemini-flash-latest",
        name: "Google Gemini Flash Latest",
        match: {
          equals: "~google/gemini-flash-latest"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.5,
          cache_write_mtok: 0.08333333333333334,
          cache_read_mtok: 0.15,
          output_mtok: 9
        }
      },
      {
        id: "~google/gemini-pro-latest",
        name: "Google Gemini Pro Latest",
        match: {
          equals: "~google/gemini-pro-latest"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 2,
          cache_write_mtok: 0.375,
          cache_read_mtok: 0.2,
          output_mtok: 12
        }
      },
      {
        id: "~moonshotai/kimi-latest",
        name: "MoonshotAI Kimi Latest",
        match: {
          equals: "~moonshotai/kimi-latest"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.68,
          cache_read_mtok: 0.34,
          output_mtok: 3.41
        }
      },
      {
        id: "~openai/gpt-latest",
        name: "OpenAI GPT Latest",
        match: {
          equals: "~openai/gpt-latest"
        },
        context_window: 105e4,
        prices: {
          input_mtok: 5,
          cache_read_mtok: 0.5,
          output_mtok: 30
        }
      },
      {
        id: "~openai/gpt-mini-latest",
        name: "OpenAI GPT Mini Latest",
        match: {
          equals: "~openai/gpt-mini-latest"
        },
        context_window: 4e5,
        prices: {
          input_mtok: 0.75,
          cache_read_mtok: 0.075,
          output_mtok: 4.5
        }
      }
    ]
  },
  {
    id: "ovhcloud",
    name: "OVHcloud AI Endpoints",
    pricing_urls: ["https://oai.endpoints.kepler.ai.cloud.ovh.net/v1/models"],
    api_pattern: "https://oai\\.endpoints\\.kepler\\.ai\\.cloud\\.ovh\\.net",
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "DeepSeek-R1-Distill-Llama-70B",
        name: "DeepSeek-R1-Distill-Llama-70B",
        match: {
          or: [
            {
              equals: "DeepSeek-R1-Distill-Llama-70B"
            },
            {
              equals: "deepseek-r1-distill-llama-70b"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.74,
          output_mtok: 0.74
        }
      },
      {
        id: "Llama-3.1-8B-Instruct",
        name: "Llama-3.1-8B-Instruct",
        match: {
          or: [
            {
              equals: "Llama-3.1-8B-Instruct"
            },
            {
              equals: "llama-3.1-8b-instruct"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.11,
          output_mtok: 0.11
        }
      },
      {
        id: "Meta-Llama-3_3-70B-Instruct",
        name: "Meta-Llama-3_3-70B-Instruct",
        match: {
          or: [
            {
              equals: "Meta-Llama-3_3-70B-Instruct"
            },
            {
              equals: "meta-llama-3_3-70b-instruct"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.74,
          output_mtok: 0.74
        }
      },
      {
        id: "Mistral-7B-Instruct-v0.3",
        name: "Mistral-7B-Instruct-v0.3",
        match: {
          or: [
            {
              equals: "Mistral-7B-Instruct-v0.3"
            },
            {
              equals: "mistral-7b-instruct-v0.3"
            }
          ]
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.11,
          output_mtok: 0.11
        }
      },
      {
        id: "Mistral-Nemo-Instruct-2407",
        name: "Mistral-Nemo-Instruct-2407",
        match: {
          or: [
            {
              equals: "Mistral-Nemo-Instruct-2407"
            },
            {
              equals: "mistral-nemo-instruct-2407"
            }
          ]
        },
        context_window: 65536,
        prices: {
          input_mtok: 0.14,
          output_mtok: 0.14
        }
      },
      {
        id: "Mistral-Small-3.2-24B-Instruct-2506",
        name: "Mistral-Small-3.2-24B-Instruct-2506",
        match: {
          or: [
            {
              equals: "Mistral-Small-3.2-24B-Instruct-2506"
            },
            {
              equals: "mistral-small-3.2-24b-instruct-2506"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.31
        }
      },
      {
        id: "Mixtral-8x7B-Instruct-v0.1",
        name: "Mixtral-8x7B-Instruct-v0.1",
        match: {
          or: [
            {
              equals: "Mixtral-8x7B-Instruct-v0.1"
            },
            {
              equals: "mixtral-8x7b-instruct-v0.1"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.7,
          output_mtok: 0.7
        }
      },
      {
        id: "Qwen2.5-VL-72B-Instruct",
        name: "Qwen2.5-VL-72B-Instruct",
        match: {
          or: [
            {
              equals: "Qwen2.5-VL-72B-Instruct"
            },
            {
              equals: "qwen2.5-vl-72b-instruct"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 1.01,
          output_mtok: 1.01
        }
      },
      {
        id: "Qwen3-32B",
        name: "Qwen3-32B",
        match: {
          or: [
            {
              equals: "Qwen3-32B"
            },
            {
              equals: "qwen3-32b"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.25
        }
      },
      {
        id: "Qwen3-Coder-30B-A3B-Instruct",
        name: "Qwen3-Coder-30B-A3B-Instruct",
        match: {
          or: [
            {
              equals: "Qwen3-Coder-30B-A3B-Instruct"
            },
            {
              equals: "qwen3-coder-30b-a3b-instruct"
            }
          ]
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.07,
          output_mtok: 0.26
        }
      },
      {
        id: "bge-base-en-v1.5",
        name: "bge-base-en-v1.5",
        match: {
          equals: "bge-base-en-v1.5"
        },
        context_window: 512,
        prices: {
          input_mtok: 0.01
        }
      },
      {
        id: "bge-m3",
        name: "bge-m3",
        match: {
          equals: "bge-m3"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.01
        }
      },
      {
        id: "bge-multilingual-gemma2",
        name: "bge-multilingual-gemma2",
        match: {
          equals: "bge-multilingual-gemma2"
        },
        context_window: 8192,
        prices: {
          input_mtok: 0.01
        }
      },
      {
        id: "gpt-oss-120b",
        name: "gpt-oss-120b",
        match: {
          equals: "gpt-oss-120b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.09,
          output_mtok: 0.47
        }
      },
      {
        id: "gpt-oss-20b",
        name: "gpt-oss-20b",
        match: {
          equals: "gpt-oss-20b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.05,
          output_mtok: 0.18
        }
      }
    ]
  },
  {
    id: "perplexity",
    name: "Perplexity",
    pricing_urls: ["https://docs.perplexity.ai/docs/getting-started/pricing"],
    api_pattern: "https://api\\.perplexity\\.ai",
    price_comments: "Prices per request vary based on usage, this is not represented here, instead we just take the highest price shown for `requests_kcount`.",
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "reasoning_tokens",
            dest: "output_tokens",
            required: !1
          },
          {
            path: "reasoning_tokens",
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "citation_tokens",
            dest: "output_tokens",
            required: !1
          },
          {
            path: "citation_tokens",
            dest: "output_citation_tokens",
            required: !1
          },
          {
            path: "num_search_queries",
            dest: "web_searches",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "llama-3.1-sonar-large-128k-online",
        name: "Llama 3.1 Sonar 70B Online",
        description: "Llama 3.1 Sonar is Perplexity's latest model family. It surpasses their earlier Sonar models in cost-efficiency, speed, and performance.",
        match: {
          equals: "llama-3.1-sonar-large-128k-online"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 1
        }
      },
      {
        id: "llama-3.1-sonar-small-128k-online",
        name: "Llama 3.1 Sonar 8B Online",
        description: "Llama 3.1 Sonar is Perplexity's latest model family. It surpasses their earlier Sonar models in cost-efficiency, speed, and performance.",
        match: {
          equals: "llama-3.1-sonar-small-128k-online"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "r1-1776",
        name: "R1 1776",
        description: "R1 1776 is a version of DeepSeek-R1 that has been post-trained to remove censorship constraints related to topics restricted by the Chinese government. The model retains its original reasoning capabilities while providing direct responses to a wider range of queries. R1 1776 is an offline chat model that does not use the perplexity search subsystem.",
        match: {
          equals: "r1-1776"
        },
        prices: {
          input_mtok: 2,
          output_mtok: 8
        }
      },
      {
        id: "sonar",
        name: "Sonar",
        description: "Sonar is lightweight, affordable, fast, and simple to use — now featuring citations and the ability to customize sources. It is designed for companies seeking to integrate lightweight question-and-answer features optimized for speed.",
        match: {
          equals: "sonar"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 1,
          output_mtok: 1,
          requests_kcount: 12
        }
      },
      {
        id: "sonar-deep-research",
        name: "Sonar Deep Research",
        description: "Sonar Deep Research is a research-focused model designed for multi-step retrieval, synthesis, and reasoning across complex topics. It autonomously searches, reads, and evaluates sources, refining its approach as it gathers information. This enables comprehensive report generation across domains like finance, technology, health, and current events.",
        match: {
          equals: "sonar-deep-research"
        },
        context_window: 128e3,
        price_comments: "Perplexity lists reasoning tokens separately at $3 per million tokens and citation tokens at $2 per million tokens. Search queries cost $5 per thousand.",
        prices: {
          input_mtok: 2,
          output_mtok: 8,
          output_reasoning_mtok: 3,
          output_citation_mtok: 2,
          web_searches_kcount: 5
        }
      },
      {
        id: "sonar-pro",
        name: "Sonar Pro",
        description: "Note: Sonar Pro pricing includes Perplexity search pricing. See details here",
        match: {
          equals: "sonar-pro"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 3,
          output_mtok: 15,
          requests_kcount: 14
        }
      },
      {
        id: "sonar-pro-search",
        name: "Sonar Pro Search",
        description: "Sonar Pro Search is Perplexity's advanced agentic search system for deeper reasoning and analysis.",
        match: {
          equals: "sonar-pro-search"
        },
        price_comments: "Imported from OpenRouter pricing; verify against Perplexity pricing when native API pricing is published.",
        prices: {
          input_mtok: 3,
          output_mtok: 15
        }
      },
      {
        id: "sonar-reasoning",
        name: "Sonar Reasoning",
        description: "Sonar Reasoning is a reasoning model provided by Perplexity based on DeepSeek R1.",
        match: {
          equals: "sonar-reasoning"
        },
        prices: {
          input_mtok: 1,
          output_mtok: 5,
          requests_kcount: 12
        }
      },
      {
        id: "sonar-reasoning-pro",
        name: "Sonar Reasoning Pro",
        description: "Sonar Pro pricing includes Perplexity search pricing.",
        match: {
          equals: "sonar-reasoning-pro"
        },
        context_window: 128e3,
        prices: {
          input_mtok: 2,
          output_mtok: 8,
          requests_kcount: 14
        }
      }
    ]
  },
  {
    id: "quicksilverpro",
    name: "QuickSilver Pro",
    pricing_urls: ["https://quicksilverpro.io/#pricing", "https://quicksilverpro.io/pricing.json"],
    api_pattern: "https://api\\.quicksilverpro\\.io",
    description: "OpenAI-compatible inference gateway serving frontier and open models via one endpoint.",
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["prompt_tokens_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "responses",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["input_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["input_tokens_details", "cache_write_tokens"],
            dest: "cache_write_tokens",
            required: !1
          },
          {
            path: ["output_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "claude-fable-5",
        name: "Claude Fable 5",
        match: {
          equals: "claude-fable-5"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 8,
          output_mtok: 40
        }
      },
      {
        id: "claude-haiku-4-5",
        name: "Claude Haiku 4.5",
        match: {
          equals: "claude-haiku-4-5"
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.8,
          output_mtok: 4
        }
      },
      {
        id: "claude-opus-4-6",
        name: "Claude Opus 4.6",
        match: {
          equals: "claude-opus-4-6"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 4,
          output_mtok: 20
        }
      },
      {
        id: "claude-opus-4-8",
        name: "Claude Opus 4.8",
        match: {
          equals: "claude-opus-4-8"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 4,
          output_mtok: 20
        }
      },
      {
        id: "claude-opus-5",
        name: "Claude Opus 5",
        match: {
          equals: "claude-opus-5"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 4,
          output_mtok: 20
        }
      },
      {
        id: "claude-sonnet-4-6",
        name: "Claude Sonnet 4.6",
        match: {
          equals: "claude-sonnet-4-6"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 2.4,
          output_mtok: 12
        }
      },
      {
        id: "claude-sonnet-5",
        name: "Claude Sonnet 5",
        match: {
          equals: "claude-sonnet-5"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 2,
          output_mtok: 10
        }
      },
      {
        id: "deepseek-v4-flash",
        name: "DeepSeek V4 Flash",
        match: {
          equals: "deepseek-v4-flash"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.112,
          cache_read_mtok: 0.0144,
          output_mtok: 0.224
        }
      },
      {
        id: "deepseek-v4-pro",
        name: "DeepSeek V4 Pro",
        match: {
          equals: "deepseek-v4-pro"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.435,
          cache_read_mtok: 3625e-6,
          output_mtok: 0.87
        }
      },
      {
        id: "gemini-3-flash-preview",
        name: "Gemini 3 Flash Preview",
        match: {
          equals: "gemini-3-flash-preview"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.425,
          output_mtok: 2.55
        },
        deprecated: !0
      },
      {
        id: "gemini-3-pro-image",
        name: "Gemini 3 Pro Image",
        match: {
          equals: "gemini-3-pro-image"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.7,
          output_mtok: 10.2,
          output_image_mtok: 102
        }
      },
      {
        id: "gemini-3.1-flash-lite",
        name: "Gemini 3.1 Flash Lite",
        match: {
          equals: "gemini-3.1-flash-lite"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.2125,
          output_mtok: 1.275
        },
        deprecated: !0
      },
      {
        id: "gemini-3.1-pro-preview",
        name: "Gemini 3.1 Pro Preview",
        match: {
          equals: "gemini-3.1-pro-preview"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.7,
          output_mtok: 10.2
        }
      },
      {
        id: "gemini-3.5-flash",
        name: "Gemini 3.5 Flash",
        match: {
          equals: "gemini-3.5-flash"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.275,
          output_mtok: 7.65
        }
      },
      {
        id: "gemini-3.5-flash-lite",
        name: "Gemini 3.5 Flash-Lite",
        match: {
          equals: "gemini-3.5-flash-lite"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.255,
          output_mtok: 2.125
        }
      },
      {
        id: "gemini-3.6-flash",
        name: "Gemini 3.6 Flash",
        match: {
          equals: "gemini-3.6-flash"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.275,
          output_mtok: 6.375
        }
      },
      {
        id: "gemini-3.7-flash",
        name: "Gemini 3.7 Flash",
        match: {
          equals: "gemini-3.7-flash"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.6375,
          cache_read_mtok: 0.06375,
          output_mtok: 3.1875
        }
      },
      {
        id: "glm-5.2",
        name: "GLM 5.2",
        match: {
          equals: "glm-5.2"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.12,
          cache_read_mtok: 0.208,
          output_mtok: 3.52
        }
      },
      {
        id: "glm-5.3",
        name: "GLM 5.3",
        match: {
          equals: "glm-5.3"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.12,
          cache_read_mtok: 0.208,
          output_mtok: 3.52
        }
      },
      {
        id: "glm-5.3-flash",
        name: "GLM 5.3 Flash",
        match: {
          equals: "glm-5.3-flash"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.06,
          cache_read_mtok: 0.012,
          output_mtok: 0.2
        }
      },
      {
        id: "gpt-5.6-luna",
        name: "GPT-5.6 Luna",
        match: {
          equals: "gpt-5.6-luna"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.08,
          cache_write_mtok: 0.1,
          cache_read_mtok: 8e-3,
          output_mtok: 0.48
        }
      },
      {
        id: "gpt-5.6-sol",
        name: "GPT-5.6 Sol",
        match: {
          equals: "gpt-5.6-sol"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 4,
          cache_write_mtok: 5,
          cache_read_mtok: 0.4,
          output_mtok: 24
        }
      },
      {
        id: "gpt-5.6-terra",
        name: "GPT-5.6 Terra",
        match: {
          equals: "gpt-5.6-terra"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.8,
          cache_write_mtok: 1,
          cache_read_mtok: 0.08,
          output_mtok: 4.8
        }
      },
      {
        id: "gpt-oss-120b",
        name: "GPT-OSS 120B",
        match: {
          equals: "gpt-oss-120b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.12,
          cache_read_mtok: 0.06,
          output_mtok: 0.48
        }
      },
      {
        id: "grok-4.5",
        name: "Grok 4.5",
        match: {
          equals: "grok-4.5"
        },
        context_window: 5e5,
        prices: {
          input_mtok: 1.6,
          cache_read_mtok: 0.4,
          output_mtok: 4.8
        }
      },
      {
        id: "grok-4.6",
        name: "Grok 4.6",
        match: {
          equals: "grok-4.6"
        },
        context_window: 5e5,
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.5,
          output_mtok: 6
        }
      },
      {
        id: "hy3",
        name: "Hy3",
        match: {
          equals: "hy3"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.1056,
          cache_read_mtok: 0.0264,
          output_mtok: 0.4224
        }
      },
      {
        id: "kimi-k2.6",
        name: "Kimi K2.6",
        match: {
          equals: "kimi-k2.6"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.5472,
          cache_read_mtok: 0.292,
          output_mtok: 2.728
        }
      },
      {
        id: "kimi-k2.7-code",
        name: "Kimi K2.7 Code",
        match: {
          equals: "kimi-k2.7-code"
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.584,
          cache_read_mtok: 0.1278,
          output_mtok: 2.8
        }
      },
      {
        id: "kimi-k3",
        name: "Kimi K3",
        match: {
          equals: "kimi-k3"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 2.4,
          cache_read_mtok: 0.24,
          output_mtok: 12
        }
      },
      {
        id: "mimo-v2.5",
        name: "MiMo-V2.5",
        match: {
          equals: "mimo-v2.5"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.112,
          cache_read_mtok: 224e-5,
          output_mtok: 0.224
        }
      },
      {
        id: "minimax-m3",
        name: "MiniMax M3",
        match: {
          equals: "minimax-m3"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.24,
          cache_read_mtok: 0.048,
          output_mtok: 0.96
        }
      },
      {
        id: "muse-glimmer-30b",
        name: "Muse Glimmer 30B",
        match: {
          equals: "muse-glimmer-30b"
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.28,
          cache_read_mtok: 0.032,
          output_mtok: 1.2
        }
      },
      {
        id: "muse-spark-1.2",
        name: "Muse Spark 1.2",
        match: {
          equals: "muse-spark-1.2"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1,
          cache_read_mtok: 0.12,
          output_mtok: 3.4
        }
      },
      {
        id: "nemotron-3.5-lightning",
        name: "Nemotron 3.5 Lightning",
        match: {
          equals: "nemotron-3.5-lightning"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.08,
          cache_read_mtok: 0.04,
          output_mtok: 0.2
        }
      },
      {
        id: "qwen3.6-35b",
        name: "Qwen3.6-35B-A3B",
        match: {
          equals: "qwen3.6-35b"
        },
        context_window: 262144,
        prices: {
          input_mtok: 0.112,
          cache_read_mtok: 0.04,
          output_mtok: 0.8
        }
      },
      {
        id: "qwen3.6-plus",
        name: "Qwen3.6 Plus",
        match: {
          equals: "qwen3.6-plus"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.26,
          cache_write_mtok: 0.325,
          output_mtok: 1.56
        }
      },
      {
        id: "qwen3.7-flash",
        name: "Qwen3.7 Flash",
        match: {
          equals: "qwen3.7-flash"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.024,
          cache_read_mtok: 48e-4,
          output_mtok: 0.104
        }
      },
      {
        id: "qwen3.7-max",
        name: "Qwen3.7 Max",
        match: {
          equals: "qwen3.7-max"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 1.25,
          cache_write_mtok: 1.5625,
          cache_read_mtok: 0.25,
          output_mtok: 3.75
        }
      },
      {
        id: "qwen3.7-plus",
        name: "Qwen3.7 Plus",
        match: {
          equals: "qwen3.7-plus"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 0.256,
          cache_write_mtok: 0.32,
          cache_read_mtok: 0.0512,
          output_mtok: 1.024
        }
      },
      {
        id: "qwen3.8-27b",
        name: "Qwen3.8 27B",
        match: {
          equals: "qwen3.8-27b"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.34,
          cache_write_mtok: 0.425,
          cache_read_mtok: 0.068,
          output_mtok: 2.04
        }
      },
      {
        id: "qwen3.8-max",
        name: "Qwen3.8 Max",
        match: {
          equals: "qwen3.8-max"
        },
        context_window: 1048576,
        prices: {
          input_mtok: 2,
          cache_write_mtok: 2.5,
          cache_read_mtok: 0.25,
          output_mtok: 6
        }
      }
    ]
  },
  {
    id: "together",
    name: "Together AI",
    pricing_urls: ["https://www.together.ai/pricing"],
    api_pattern: "https://api\\.together\\.xyz",
    provider_match: {
      or: [
        {
          equals: "together-ai"
        },
        {
          equals: "together_ai"
        }
      ]
    },
    models: [
      {
        id: "Austism/chronos-hermes-13b",
        match: {
          equals: "Austism/chronos-hermes-13b"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "Gryphe/MythoMax-L2-13b",
        match: {
          equals: "Gryphe/MythoMax-L2-13b"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "Nexusflow/NexusRaven-V2-13B",
        match: {
          equals: "Nexusflow/NexusRaven-V2-13B"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "NousResearch/Nous-Capybara-7B-V1p9",
        match: {
          equals: "NousResearch/Nous-Capybara-7B-V1p9"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "NousResearch/Nous-Hermes-2-Mixtral-8x7B-DPO",
        match: {
          equals: "NousResearch/Nous-Hermes-2-Mixtral-8x7B-DPO"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "NousResearch/Nous-Hermes-2-Mixtral-8x7B-SFT",
        match: {
          equals: "NousResearch/Nous-Hermes-2-Mixtral-8x7B-SFT"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "NousResearch/Nous-Hermes-2-Yi-34B",
        match: {
          equals: "NousResearch/Nous-Hermes-2-Yi-34B"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "NousResearch/Nous-Hermes-Llama2-13b",
        match: {
          equals: "NousResearch/Nous-Hermes-Llama2-13b"
        },
        prices: {
          input_mtok: 0.225,
          output_mtok: 0.225
        }
      },
      {
        id: "NousResearch/Nous-Hermes-llama-2-7b",
        match: {
          equals: "NousResearch/Nous-Hermes-llama-2-7b"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "Open-Orca/Mistral-7B-OpenOrca",
        match: {
          equals: "Open-Orca/Mistral-7B-OpenOrca"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "Qwen/Qwen1.5-0.5B",
        match: {
          or: [
            {
              equals: "Qwen/Qwen1.5-0.5B"
            },
            {
              equals: "Qwen/Qwen1.5-0.5B-Chat"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "Qwen/Qwen1.5-1.8B",
        match: {
          or: [
            {
              equals: "Qwen/Qwen1.5-1.8B"
            },
            {
              equals: "Qwen/Qwen1.5-1.8B-Chat"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "Qwen/Qwen1.5-14B",
        match: {
          or: [
            {
              equals: "Qwen/Qwen1.5-14B"
            },
            {
              equals: "Qwen/Qwen1.5-14B-Chat"
            }
          ]
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "Qwen/Qwen1.5-4B",
        match: {
          or: [
            {
              equals: "Qwen/Qwen1.5-4B"
            },
            {
              equals: "Qwen/Qwen1.5-4B-Chat"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "Qwen/Qwen1.5-72B",
        match: {
          equals: "Qwen/Qwen1.5-72B"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "Qwen/Qwen1.5-7B",
        match: {
          or: [
            {
              equals: "Qwen/Qwen1.5-7B"
            },
            {
              equals: "Qwen/Qwen1.5-7B-Chat"
            }
          ]
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "Undi95/ReMM-SLERP-L2-13B",
        match: {
          equals: "Undi95/ReMM-SLERP-L2-13B"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "Undi95/Toppy-M-7B",
        match: {
          equals: "Undi95/Toppy-M-7B"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "WizardLM/WizardLM-13B-V1.2",
        match: {
          equals: "WizardLM/WizardLM-13B-V1.2"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "allenai/OLMo-7B",
        match: {
          or: [
            {
              equals: "allenai/OLMo-7B"
            },
            {
              equals: "allenai/OLMo-7B-Instruct"
            },
            {
              equals: "allenai/OLMo-7B-Twin-2T"
            }
          ]
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "codellama/CodeLlama-13b-Instruct-hf",
        match: {
          equals: "codellama/CodeLlama-13b-Instruct-hf"
        },
        prices: {
          input_mtok: 0.225,
          output_mtok: 0.225
        }
      },
      {
        id: "codellama/CodeLlama-34b-Instruct-hf",
        match: {
          equals: "codellama/CodeLlama-34b-Instruct-hf"
        },
        prices: {
          input_mtok: 0.776,
          output_mtok: 0.776
        }
      },
      {
        id: "codellama/CodeLlama-70b-Instruct-hf",
        match: {
          equals: "codellama/CodeLlama-70b-Instruct-hf"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "codellama/CodeLlama-7b-Instruct-hf",
        match: {
          equals: "codellama/CodeLlama-7b-Instruct-hf"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "deepseek-ai/deepseek-coder-33b-instruct",
        match: {
          equals: "deepseek-ai/deepseek-coder-33b-instruct"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "garage-bAInd/Platypus2-70B-instruct",
        match: {
          equals: "garage-bAInd/Platypus2-70B-instruct"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "google/gemma-2b",
        match: {
          or: [
            {
              equals: "google/gemma-2b"
            },
            {
              equals: "google/gemma-2b-it"
            }
          ]
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "google/gemma-7b",
        match: {
          or: [
            {
              equals: "google/gemma-7b"
            },
            {
              equals: "google/gemma-7b-it"
            }
          ]
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "lmsys/vicuna-13b-v1.5",
        match: {
          equals: "lmsys/vicuna-13b-v1.5"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "lmsys/vicuna-7b-v1.5",
        match: {
          equals: "lmsys/vicuna-7b-v1.5"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "meta-llama/Llama-2-13b-chat-hf",
        match: {
          equals: "meta-llama/Llama-2-13b-chat-hf"
        },
        prices: {
          input_mtok: 0.225,
          output_mtok: 0.225
        }
      },
      {
        id: "meta-llama/Llama-2-70b-chat-hf",
        match: {
          equals: "meta-llama/Llama-2-70b-chat-hf"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "meta-llama/Llama-2-7b-chat-hf",
        match: {
          equals: "meta-llama/Llama-2-7b-chat-hf"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "meta-llama/Llama-3-70b-chat-hf",
        match: {
          equals: "meta-llama/Llama-3-70b-chat-hf"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "meta-llama/Llama-3-8b-chat-hf",
        match: {
          equals: "meta-llama/Llama-3-8b-chat-hf"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
        match: {
          equals: "meta-llama/Llama-3.3-70B-Instruct-Turbo"
        },
        prices: {
          input_mtok: 0.88,
          output_mtok: 0.88
        }
      },
      {
        id: "meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8",
        match: {
          equals: "meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8"
        },
        prices: {
          input_mtok: 0.27,
          output_mtok: 0.85
        }
      },
      {
        id: "meta-llama/Llama-4-Scout-17B-16E-Instruct",
        match: {
          equals: "meta-llama/Llama-4-Scout-17B-16E-Instruct"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.59
        }
      },
      {
        id: "meta-llama/Meta-Llama-3-70B-Instruct-Lite",
        match: {
          equals: "meta-llama/Meta-Llama-3-70B-Instruct-Lite"
        },
        prices: {
          input_mtok: 0.54,
          output_mtok: 0.54
        }
      },
      {
        id: "meta-llama/Meta-Llama-3-70B-Instruct-Turbo",
        match: {
          equals: "meta-llama/Meta-Llama-3-70B-Instruct-Turbo"
        },
        prices: {
          input_mtok: 0.88,
          output_mtok: 0.88
        }
      },
      {
        id: "meta-llama/Meta-Llama-3-8B-Instruct-Lite",
        match: {
          equals: "meta-llama/Meta-Llama-3-8B-Instruct-Lite"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "meta-llama/Meta-Llama-3-8B-Instruct-Turbo",
        match: {
          equals: "meta-llama/Meta-Llama-3-8B-Instruct-Turbo"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "meta-llama/Meta-Llama-3.1-405B-Instruct-Turbo",
        match: {
          equals: "meta-llama/Meta-Llama-3.1-405B-Instruct-Turbo"
        },
        prices: {
          input_mtok: 3.5,
          output_mtok: 3.5
        }
      },
      {
        id: "meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo",
        match: {
          equals: "meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo"
        },
        prices: {
          input_mtok: 0.88,
          output_mtok: 0.88
        }
      },
      {
        id: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
        match: {
          equals: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo"
        },
        prices: {
          input_mtok: 0.18,
          output_mtok: 0.18
        }
      },
      {
        id: "meta-llama/Meta-Llama-3.3-70B-Instruct-Turbo",
        match: {
          equals: "meta-llama/Meta-Llama-3.3-70B-Instruct-Turbo"
        },
        prices: {
          input_mtok: 0.88,
          output_mtok: 0.88
        }
      },
      {
        id: "microsoft/WizardLM-2-8x22B",
        match: {
          equals: "microsoft/WizardLM-2-8x22B"
        },
        prices: {
          input_mtok: 1.2,
          output_mtok: 1.2
        }
      },
      {
        id: "microsoft/phi-2",
        match: {
          equals: "microsoft/phi-2"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "mistralai/Mistral-7B-Instruct-v0.1",
        match: {
          equals: "mistralai/Mistral-7B-Instruct-v0.1"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "mistralai/Mistral-7B-Instruct-v0.2",
        match: {
          equals: "mistralai/Mistral-7B-Instruct-v0.2"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "mistralai/Mistral-7B-v0.1",
        match: {
          equals: "mistralai/Mistral-7B-v0.1"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "mistralai/Mixtral-8x22B-Instruct-v0.1",
        match: {
          equals: "mistralai/Mixtral-8x22B-Instruct-v0.1"
        },
        prices: {
          input_mtok: 2.4,
          output_mtok: 2.4
        }
      },
      {
        id: "mistralai/Mixtral-8x7B-Instruct-v0.1",
        match: {
          equals: "mistralai/Mixtral-8x7B-Instruct-v0.1"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "mistralai/Mixtral-8x7B-v0.1",
        match: {
          equals: "mistralai/Mixtral-8x7B-v0.1"
        },
        prices: {
          input_mtok: 0.9,
          output_mtok: 0.9
        }
      },
      {
        id: "openchat/openchat-3.5-1210",
        match: {
          equals: "openchat/openchat-3.5-1210"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "snorkelai/Snorkel-Mistral-PairRM-DPO",
        match: {
          equals: "snorkelai/Snorkel-Mistral-PairRM-DPO"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "teknium/OpenHermes-2-Mistral-7B",
        match: {
          equals: "teknium/OpenHermes-2-Mistral-7B"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "teknium/OpenHermes-2p5-Mistral-7B",
        match: {
          equals: "teknium/OpenHermes-2p5-Mistral-7B"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "togethercomputer/GPT-JT-Moderation-6B",
        match: {
          equals: "togethercomputer/GPT-JT-Moderation-6B"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "togethercomputer/Llama-2-7B-32K-Instruct",
        match: {
          equals: "togethercomputer/Llama-2-7B-32K-Instruct"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "togethercomputer/RedPajama-INCITE-7B-Base",
        match: {
          equals: "togethercomputer/RedPajama-INCITE-7B-Base"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "togethercomputer/RedPajama-INCITE-7B-Chat",
        match: {
          equals: "togethercomputer/RedPajama-INCITE-7B-Chat"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "togethercomputer/RedPajama-INCITE-7B-Instruct",
        match: {
          equals: "togethercomputer/RedPajama-INCITE-7B-Instruct"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "togethercomputer/RedPajama-INCITE-Base-3B-v1",
        match: {
          equals: "togethercomputer/RedPajama-INCITE-Base-3B-v1"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "togethercomputer/RedPajama-INCITE-Chat-3B-v1",
        match: {
          equals: "togethercomputer/RedPajama-INCITE-Chat-3B-v1"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "togethercomputer/RedPajama-INCITE-Instruct-3B-v1",
        match: {
          equals: "togethercomputer/RedPajama-INCITE-Instruct-3B-v1"
        },
        prices: {
          input_mtok: 0.1,
          output_mtok: 0.1
        }
      },
      {
        id: "togethercomputer/StripedHyena-Hessian-7B",
        match: {
          equals: "togethercomputer/StripedHyena-Hessian-7B"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "togethercomputer/StripedHyena-Nous-7B",
        match: {
          equals: "togethercomputer/StripedHyena-Nous-7B"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "togethercomputer/alpaca-7b",
        match: {
          equals: "togethercomputer/alpaca-7b"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      },
      {
        id: "upstage/SOLAR-10.7B-Instruct-v1.0",
        match: {
          equals: "upstage/SOLAR-10.7B-Instruct-v1.0"
        },
        prices: {
          input_mtok: 0.3,
          output_mtok: 0.3
        }
      },
      {
        id: "zero-one-ai/Yi-34B",
        match: {
          equals: "zero-one-ai/Yi-34B"
        },
        prices: {
          input_mtok: 0.8,
          output_mtok: 0.8
        }
      },
      {
        id: "zero-one-ai/Yi-6B",
        match: {
          equals: "zero-one-ai/Yi-6B"
        },
        prices: {
          input_mtok: 0.2,
          output_mtok: 0.2
        }
      }
    ]
  },
  {
    id: "typesafe",
    name: "TypeSafe",
    pricing_urls: ["https://docs.typesafe.ai/models"],
    api_pattern: "https://api\\.typesafe\\.ai",
    price_comments: "TypeSafe bills Jev per input token only; output tokens are free. `jev-latest` and `jev-preview` are aliases that move with releases and currently point at `jev-1.13.0`; a versioned id is billed the same.",
    model_match: {
      starts_with: "jev-"
    },
    provider_match: {
      contains: "typesafe"
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "jev-1.13.0",
        name: "Jev 1.13.0",
        match: {
          or: [
            {
              equals: "jev-1.13.0"
            },
            {
              equals: "jev-latest"
            },
            {
              equals: "jev-preview"
            }
          ]
        },
        prices: {
          input_mtok: 0.042
        }
      }
    ]
  },
  {
    id: "voyageai",
    name: "Voyage AI",
    pricing_urls: ["https://docs.voyageai.com/docs/pricing"],
    api_pattern: "https://api\\.voyageai\\.com",
    price_comments: "Voyage AI bills per input token only; embedding models produce vectors rather than completion tokens, so there is no output price. The Batch API offers a 33% discount. This file covers text embedding models only; rerankers and multimodal embedding models are not included.",
    model_match: {
      starts_with: "voyage-"
    },
    provider_match: {
      contains: "voyage"
    },
    models: [
      {
        id: "voyage-01",
        name: "Voyage 01",
        match: {
          equals: "voyage-01"
        },
        prices: {
          input_mtok: 0.1
        },
        deprecated: !0
      },
      {
        id: "voyage-02",
        name: "Voyage 02",
        match: {
          equals: "voyage-02"
        },
        prices: {
          input_mtok: 0.1
        },
        deprecated: !0
      },
      {
        id: "voyage-2",
        name: "Voyage 2",
        match: {
          equals: "voyage-2"
        },
        prices: {
          input_mtok: 0.1
        }
      },
      {
        id: "voyage-3",
        name: "Voyage 3",
        description: "General-purpose text embedding model optimized for retrieval quality and cost.",
        match: {
          equals: "voyage-3"
        },
        prices: {
          input_mtok: 0.06
        }
      },
      {
        id: "voyage-3-large",
        name: "Voyage 3 Large",
        match: {
          equals: "voyage-3-large"
        },
        prices: {
          input_mtok: 0.18
        }
      },
      {
        id: "voyage-3-lite",
        name: "Voyage 3 Lite",
        match: {
          equals: "voyage-3-lite"
        },
        prices: {
          input_mtok: 0.02
        }
      },
      {
        id: "voyage-3.5",
        name: "Voyage 3.5",
        description: "General-purpose text embedding model optimized for retrieval quality and cost.",
        match: {
          equals: "voyage-3.5"
        },
        prices: {
          input_mtok: 0.06
        }
      },
      {
        id: "voyage-3.5-lite",
        name: "Voyage 3.5 Lite",
        description: "Latency- and cost-optimized variant of voyage-3.5.",
        match: {
          equals: "voyage-3.5-lite"
        },
        prices: {
          input_mtok: 0.02
        }
      },
      {
        id: "voyage-4",
        name: "Voyage 4",
        description: "General-purpose text embedding model balancing retrieval quality and cost.",
        match: {
          equals: "voyage-4"
        },
        prices: {
          input_mtok: 0.06
        }
      },
      {
        id: "voyage-4-large",
        name: "Voyage 4 Large",
        description: "Highest-quality general-purpose text embedding model in the Voyage 4 family.",
        match: {
          equals: "voyage-4-large"
        },
        prices: {
          input_mtok: 0.12
        }
      },
      {
        id: "voyage-4-lite",
        name: "Voyage 4 Lite",
        description: "Latency- and cost-optimized text embedding model in the Voyage 4 family.",
        match: {
          equals: "voyage-4-lite"
        },
        prices: {
          input_mtok: 0.02
        }
      },
      {
        id: "voyage-code-2",
        name: "Voyage Code 2",
        description: "Embedding model optimized for code retrieval.",
        match: {
          equals: "voyage-code-2"
        },
        prices: {
          input_mtok: 0.12
        }
      },
      {
        id: "voyage-code-3",
        name: "Voyage Code 3",
        description: "Embedding model optimized for code retrieval.",
        match: {
          equals: "voyage-code-3"
        },
        prices: {
          input_mtok: 0.18
        }
      },
      {
        id: "voyage-context-3",
        name: "Voyage Context 3",
        description: "Contextualized chunk embedding model that encodes chunks together with full-document context.",
        match: {
          equals: "voyage-context-3"
        },
        prices: {
          input_mtok: 0.18
        }
      },
      {
        id: "voyage-finance-2",
        name: "Voyage Finance 2",
        description: "Embedding model optimized for finance-domain retrieval.",
        match: {
          equals: "voyage-finance-2"
        },
        prices: {
          input_mtok: 0.12
        }
      },
      {
        id: "voyage-large-2",
        name: "Voyage Large 2",
        match: {
          equals: "voyage-large-2"
        },
        prices: {
          input_mtok: 0.12
        }
      },
      {
        id: "voyage-large-2-instruct",
        name: "Voyage Large 2 Instruct",
        match: {
          equals: "voyage-large-2-instruct"
        },
        prices: {
          input_mtok: 0.12
        }
      },
      {
        id: "voyage-law-2",
        name: "Voyage Law 2",
        description: "Embedding model optimized for legal-domain retrieval.",
        match: {
          equals: "voyage-law-2"
        },
        prices: {
          input_mtok: 0.12
        }
      },
      {
        id: "voyage-lite-01",
        name: "Voyage Lite 01",
        match: {
          equals: "voyage-lite-01"
        },
        prices: {
          input_mtok: 0.1
        },
        deprecated: !0
      },
      {
        id: "voyage-lite-01-instruct",
        name: "Voyage Lite 01 Instruct",
        match: {
          equals: "voyage-lite-01-instruct"
        },
        prices: {
          input_mtok: 0.1
        },
        deprecated: !0
      },
      {
        id: "voyage-lite-02-instruct",
        name: "Voyage Lite 02 Instruct",
        match: {
          equals: "voyage-lite-02-instruct"
        },
        prices: {
          input_mtok: 0.1
        },
        deprecated: !0
      },
      {
        id: "voyage-multilingual-2",
        name: "Voyage Multilingual 2",
        match: {
          equals: "voyage-multilingual-2"
        },
        prices: {
          input_mtok: 0.12
        }
      }
    ]
  },
  {
    id: "x-ai",
    name: "X AI",
    pricing_urls: ["https://docs.x.ai/docs/models"],
    api_pattern: "https://api\\.x\\.ai",
    model_match: {
      contains: "grok"
    },
    provider_match: {
      equals: "xai"
    },
    extractors: [
      {
        api_flavor: "default",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: "cached_prompt_text_tokens",
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: "reasoning_tokens",
            dest: "output_tokens",
            required: !1
          },
          {
            path: "reasoning_tokens",
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      },
      {
        api_flavor: "realtime",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "input_tokens",
            dest: "input_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "text_tokens"],
            dest: "input_text_tokens",
            required: !1
          },
          {
            path: ["input_token_details", "audio_tokens"],
            dest: "input_audio_tokens",
            required: !1
          },
          {
            path: "output_tokens",
            dest: "output_tokens",
            required: !1
          },
          {
            path: ["output_token_details", "text_tokens"],
            dest: "output_text_tokens",
            required: !1
          },
          {
            path: ["output_token_details", "audio_tokens"],
            dest: "output_audio_tokens",
            required: !1
          },
          {
            path: "billable_audio_seconds",
            dest: "audio_seconds",
            required: !0
          },
          {
            path: "input_text_messages",
            dest: "input_text_messages",
            required: !1
          }
        ]
      }
    ],
    models: [
      {
        id: "grok-2-1212",
        name: "Grok 2 1212",
        description: "(deprecated) Grok 2 1212 introduces significant enhancements to accuracy, instruction adherence, and multilingual support, making it a powerful and flexible choice for developers seeking a highly steerable, intelligent model.",
        match: {
          or: [
            {
              equals: "grok-2-1212"
            },
            {
              equals: "grok-2"
            },
            {
              equals: "grok-2-latest"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 2,
          output_mtok: 10
        },
        deprecated: !0
      },
      {
        id: "grok-2-vision-1212",
        name: "Grok 2 Vision 1212",
        description: "Our multimodal model that processes documents, diagrams, charts, screenshots, and photographs.",
        match: {
          or: [
            {
              equals: "grok-2-vision-1212"
            },
            {
              equals: "grok-2-vision"
            },
            {
              equals: "grok-2-vision-latest"
            }
          ]
        },
        context_window: 32768,
        prices: {
          input_mtok: 2,
          output_mtok: 10
        }
      },
      {
        id: "grok-3",
        name: "Grok 3",
        description: "Flagship model that excels at enterprise use cases like data extraction, coding, and text summarization. Possesses deep domain knowledge in finance, healthcare, law, and science.",
        match: {
          or: [
            {
              equals: "grok-3"
            },
            {
              equals: "grok-3-latest"
            },
            {
              equals: "grok-3-beta"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.75,
          output_mtok: 15
        }
      },
      {
        id: "grok-3-fast",
        name: "Grok 3 Fast",
        description: "Excels at enterprise use cases like data extraction, coding, and text summarization. Possesses deep domain knowledge in finance, healthcare, law, and science.",
        match: {
          or: [
            {
              equals: "grok-3-fast"
            },
            {
              equals: "grok-3-fast-latest"
            },
            {
              equals: "grok-3-fast-beta"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 5,
          cache_read_mtok: 1.25,
          output_mtok: 25
        }
      },
      {
        id: "grok-3-mini",
        name: "Grok 3 Mini",
        description: "A lightweight model that thinks before responding. Fast, smart, and great for logic-based tasks that do not require deep domain knowledge. The raw thinking traces are accessible.",
        match: {
          or: [
            {
              equals: "grok-3-mini"
            },
            {
              equals: "grok-3-mini-beta"
            },
            {
              equals: "grok-3-mini-latest"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.3,
          cache_read_mtok: 0.075,
          output_mtok: 0.5
        }
      },
      {
        id: "grok-3-mini-fast",
        name: "Grok 3 Mini Fast",
        description: "A lightweight model that thinks before responding. Fast, smart, and great for logic-based tasks that do not require deep domain knowledge. The raw thinking traces are accessible.",
        match: {
          or: [
            {
              equals: "grok-3-mini-fast"
            },
            {
              equals: "grok-3-mini-fast-beta"
            },
            {
              equals: "grok-3-mini-fast-latest"
            }
          ]
        },
        context_window: 131072,
        prices: {
          input_mtok: 0.6,
          cache_read_mtok: 0.15,
          output_mtok: 4
        }
      },
      {
        id: "grok-4-0709",
        name: "Grok 4",
        description: "A flagship model, offering unparalleled performance in natural language, math and reasoning - the perfect jack of all trades.",
        match: {
          or: [
            {
              equals: "grok-4-0709"
            },
            {
              equals: "grok-4"
            },
            {
              equals: "grok-4-latest"
            }
          ]
        },
        context_window: 256e3,
        prices: {
          input_mtok: 3,
          cache_read_mtok: 0.75,
          output_mtok: 15
        }
      },
      {
        id: "grok-4-1-fast-non-reasoning",
        name: "Grok 4.1 Fast Non-Reasoning",
        description: "A frontier multimodal model optimized specifically for high-performance agentic tool calling.",
        match: {
          or: [
            {
              equals: "grok-4-1-fast-non-reasoning"
            },
            {
              equals: "grok-4-1-fast-non-reasoning-latest"
            }
          ]
        },
        context_window: 2e6,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.05,
          output_mtok: 0.5
        }
      },
      {
        id: "grok-4-1-fast-reasoning",
        name: "Grok 4.1 Fast Reasoning",
        description: "A frontier multimodal model optimized specifically for high-performance agentic tool calling.",
        match: {
          or: [
            {
              equals: "grok-4-1-fast"
            },
            {
              equals: "grok-4-1-fast-reasoning"
            },
            {
              equals: "grok-4-1-fast-reasoning-latest"
            }
          ]
        },
        context_window: 2e6,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.05,
          output_mtok: 0.5
        }
      },
      {
        id: "grok-4-fast-non-reasoning",
        name: "Grok 4 Fast Non-Reasoning",
        description: "A frontier multimodal model optimized specifically for high-performance agentic tool calling.",
        match: {
          or: [
            {
              equals: "grok-4-fast-non-reasoning"
            },
            {
              equals: "grok-4-fast-non-reasoning-latest"
            }
          ]
        },
        context_window: 2e6,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.05,
          output_mtok: 0.5
        }
      },
      {
        id: "grok-4-fast-reasoning",
        name: "Grok 4 Fast Reasoning",
        description: "A frontier multimodal model optimized specifically for high-performance agentic tool calling.",
        match: {
          or: [
            {
              equals: "grok-4-fast"
            },
            {
              equals: "grok-4-fast-reasoning"
            },
            {
              equals: "grok-4-fast-reasoning-latest"
            }
          ]
        },
        context_window: 2e6,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.05,
          output_mtok: 0.5
        }
      },
      {
        id: "grok-4.20",
        name: "Grok 4.20",
        description: "Grok 4.20 is a reasoning model from xAI with industry-leading speed and agentic tool calling capabilities. It combines low hallucination rates with strict prompt adherence.",
        match: {
          equals: "grok-4.20"
        },
        context_window: 1e6,
        price_comments: 'Prompts at or above 200k tokens are billed at the higher rate for every token in the request, not just the tokens past the threshold. xAI\'s boundary is inclusive -- its table columns read "< 200k prompt tokens" and ">= 200k prompt tokens" -- while a tier here fires on `tokens > start`, so the start is 199999 and a 200000-token prompt lands on the higher rate. Ref: https://docs.x.ai/docs/models',
        prices: {
          input_mtok: {
            base: 1.25,
            tiers: [
              {
                start: 199999,
                price: 2.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 199999,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 199999,
                price: 5
              }
            ]
          }
        }
      },
      {
        id: "grok-4.20-multi-agent",
        name: "Grok 4.20 Multi-Agent",
        description: "Grok 4.20 Multi-Agent is a variant of xAI's Grok 4.20 designed for collaborative, agent-based workflows. Multiple agents operate in parallel to conduct deep research, coordinate tool use, and synthesize information.",
        match: {
          equals: "grok-4.20-multi-agent"
        },
        context_window: 1e6,
        prices: {
          input_mtok: 2,
          cache_read_mtok: 0.2,
          output_mtok: 6
        }
      },
      {
        id: "grok-4.3",
        name: "Grok 4.3",
        description: "Most advanced flagship model, leading the industry in non-hallucination rate, agentic tool calling, and instruction following capabilities. Supports text and image inputs with text outputs, function calling, structured outputs, and reasoning.",
        match: {
          or: [
            {
              equals: "grok-4.3"
            },
            {
              regex: "^grok-4\\.3-\\d{8}$"
            },
            {
              equals: "x-ai/grok-4.3"
            },
            {
              regex: "^x-ai/grok-4\\.3-\\d{8}$"
            },
            {
              equals: "grok-4.3-latest"
            }
          ]
        },
        context_window: 1e6,
        price_comments: 'Prompts at or above 200k tokens are billed at the higher rate for every token in the request, not just the tokens past the threshold. xAI\'s boundary is inclusive -- its table columns read "< 200k prompt tokens" and ">= 200k prompt tokens" -- while a tier here fires on `tokens > start`, so the start is 199999 and a 200000-token prompt lands on the higher rate. Ref: https://docs.x.ai/docs/models',
        prices: {
          input_mtok: {
            base: 1.25,
            tiers: [
              {
                start: 199999,
                price: 2.5
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 199999,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 2.5,
            tiers: [
              {
                start: 199999,
                price: 5
              }
            ]
          }
        }
      },
      {
        id: "grok-4.5",
        name: "Grok 4.5",
        description: "xAI's most intelligent and fastest flagship model, well-suited for general-purpose use including coding and chat. Supports text and image inputs with text outputs, function calling, structured outputs, and reasoning.",
        match: {
          or: [
            {
              equals: "grok-4.5"
            },
            {
              regex: "^grok-4\\.5-\\d{8}$"
            },
            {
              equals: "x-ai/grok-4.5"
            },
            {
              regex: "^x-ai/grok-4\\.5-\\d{8}$"
            },
            {
              equals: "grok-4.5-latest"
            },
            {
              equals: "grok-latest"
            }
          ]
        },
        context_window: 5e5,
        price_comments: 'Prompts at or above 200k tokens are billed at the higher rate for every token in the request, not just the tokens past the threshold. xAI\'s boundary is inclusive -- its table columns read "< 200k prompt tokens" and ">= 200k prompt tokens" -- while a tier here fires on `tokens > start`, so the start is 199999 and a 200000-token prompt lands on the higher rate. The base cache-read price is 0.30, not 0.50 - 0.50 is Grok 4.6\'s. Ref: https://docs.x.ai/docs/models/grok-4.5',
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 199999,
                price: 4
              }
            ]
          },
          cache_read_mtok: {
            base: 0.3,
            tiers: [
              {
                start: 199999,
                price: 0.6
              }
            ]
          },
          output_mtok: {
            base: 6,
            tiers: [
              {
                start: 199999,
                price: 12
              }
            ]
          }
        }
      },
      {
        id: "grok-4.6",
        name: "Grok 4.6",
        description: "xAI's latest flagship model, released 2026-08-12. Supports text and image inputs with text outputs, function calling, structured outputs, and reasoning, over a 500k-token context window.",
        match: {
          or: [
            {
              equals: "grok-4.6"
            },
            {
              regex: "^grok-4\\.6-\\d{8}$"
            },
            {
              equals: "x-ai/grok-4.6"
            },
            {
              regex: "^x-ai/grok-4\\.6-\\d{8}$"
            },
            {
              equals: "grok-4.6-latest"
            }
          ]
        },
        context_window: 5e5,
        price_comments: 'Prompts at or above 200k tokens are billed at the higher rate for every token in the request, not just the tokens past the threshold. xAI\'s boundary is inclusive -- its table columns read "< 200k prompt tokens" and ">= 200k prompt tokens" -- while a tier here fires on `tokens > start`, so the start is 199999 and a 200000-token prompt lands on the higher rate. Ref: https://docs.x.ai/docs/models/grok-4.6',
        prices: {
          input_mtok: {
            base: 2,
            tiers: [
              {
                start: 199999,
                price: 4
              }
            ]
          },
          cache_read_mtok: {
            base: 0.5,
            tiers: [
              {
                start: 199999,
                price: 1
              }
            ]
          },
          output_mtok: {
            base: 6,
            tiers: [
              {
                start: 199999,
                price: 12
              }
            ]
          }
        }
      },
      {
        id: "grok-build-0.1",
        name: "Grok Build 0.1",
        description: "Grok Build 0.1 is xAI's fast coding model trained specifically for agentic software engineering workflows. It supports text and image inputs with text output, and is optimized for interactive coding.",
        match: {
          equals: "grok-build-0.1"
        },
        context_window: 256e3,
        price_comments: 'Prompts at or above 200k tokens are billed at the higher rate for every token in the request, not just the tokens past the threshold. xAI\'s boundary is inclusive -- its table columns read "< 200k prompt tokens" and ">= 200k prompt tokens" -- while a tier here fires on `tokens > start`, so the start is 199999 and a 200000-token prompt lands on the higher rate. Ref: https://docs.x.ai/docs/models',
        prices: {
          input_mtok: {
            base: 1,
            tiers: [
              {
                start: 199999,
                price: 2
              }
            ]
          },
          cache_read_mtok: {
            base: 0.2,
            tiers: [
              {
                start: 199999,
                price: 0.4
              }
            ]
          },
          output_mtok: {
            base: 2,
            tiers: [
              {
                start: 199999,
                price: 4
              }
            ]
          }
        }
      },
      {
        id: "grok-code-fast-1",
        name: "Grok Code Fast 1",
        description: "A speedy and economical reasoning model that excels at agentic coding.",
        match: {
          or: [
            {
              equals: "grok-code-fast"
            },
            {
              equals: "grok-code-fast-1"
            },
            {
              equals: "grok-code-fast-1-0825"
            }
          ]
        },
        context_window: 256e3,
        prices: {
          input_mtok: 0.2,
          cache_read_mtok: 0.02,
          output_mtok: 1.5
        }
      },
      {
        id: "grok-voice-latest",
        name: "Grok Voice",
        match: {
          equals: "grok-voice-latest"
        },
        price_comments: "See https://docs.x.ai/developers/release-notes and https://docs.x.ai/developers/pricing#voice-pricing.",
        prices: [
          {
            prices: {
              audio_hours: 3,
              input_text_messages_kcount: 4
            }
          },
          {
            constraint: {
              start_date: "2026-08-05",
              type: "start_date"
            },
            prices: {
              audio_hours: 4.8,
              input_text_messages_kcount: 4
            }
          }
        ]
      },
      {
        id: "grok-voice-think-fast-1.0",
        name: "Grok Voice Think Fast 1.0",
        match: {
          equals: "grok-voice-think-fast-1.0"
        },
        price_comments: "See https://docs.x.ai/developers/pricing#voice-pricing.",
        prices: {
          audio_hours: 3,
          input_text_messages_kcount: 4
        },
        deprecated: !0
      },
      {
        id: "grok-voice-think-fast-2.0",
        name: "Grok Voice Think Fast 2.0",
        match: {
          equals: "grok-voice-think-fast-2.0"
        },
        price_comments: "See https://docs.x.ai/developers/pricing#voice-pricing.",
        prices: {
          audio_hours: 4.8,
          input_text_messages_kcount: 4
        }
      }
    ]
  },
  {
    id: "zai",
    name: "Z.AI",
    pricing_urls: ["https://docs.z.ai/guides/overview/pricing"],
    api_pattern: "https://api\\.z\\.ai",
    price_comments: "USD prices from the Z.AI pricing page. The API pattern covers both the standard and Coding Plan endpoints, with Coding Plan usage valued at the published API rates.",
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "GLM-5.2",
        name: "GLM-5.2",
        description: "Z.AI flagship model with a 1,000,000 token context window, context caching, structured output, and function calling.",
        match: {
          or: [
            {
              equals: "GLM-5.2"
            },
            {
              equals: "glm-5.2"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.26,
          output_mtok: 4.4
        }
      },
      {
        id: "GLM-5.3",
        name: "GLM-5.3",
        description: "Z.AI flagship model with a 1,000,000 token context window, context caching, structured output, and function calling. Reasoning is always enabled, with low, high and max effort levels.",
        match: {
          or: [
            {
              equals: "GLM-5.3"
            },
            {
              equals: "glm-5.3"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 1.4,
          cache_read_mtok: 0.26,
          output_mtok: 4.4
        }
      },
      {
        id: "GLM-5.3-Flash",
        name: "GLM-5.3-Flash",
        description: "Z.AI native multimodal model with a 1,000,000 token context window, context caching, function calling, and always-on reasoning.",
        match: {
          or: [
            {
              equals: "GLM-5.3-Flash"
            },
            {
              equals: "glm-5.3-flash"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Standard API rates reflect the 50% launch promotion ending at 24:00 on September 9, 2026 (UTC+8): list prices are $0.15 input, $0.03 cached input, and $0.50 output per million tokens.",
        prices: {
          input_mtok: 0.075,
          cache_read_mtok: 0.015,
          output_mtok: 0.25
        }
      }
    ]
  },
  {
    id: "zhipuai",
    name: "Zhipu AI",
    pricing_urls: ["https://open.bigmodel.cn/pricing", "https://docs.bigmodel.cn/cn/guide/start/model-overview"],
    api_pattern: "https://open\\.bigmodel\\.cn",
    price_comments: "Prices sourced from Zhipu AI open platform pricing (CNY, open.bigmodel.cn/pricing), converted to USD at 1 USD = 7.25 CNY (May/June 2026). Zhipu AI does not publish USD prices; CNY is the only billing currency. Flagship models (GLM-4.5-Air, GLM-4.7, GLM-5 series) have tiered pricing by input/output length; prices shown are for the cheapest tier ([0, 32k) input / [0, 0.2k) output where applicable). GLM-4 standard inference models (GLM-4-Air, GLM-4-Plus, etc.) bill input and output tokens at the same per-token rate per their pricing page. Cache write is temporarily free for flagship models (limited-time promotion, not included).",
    model_match: {
      or: [
        {
          starts_with: "GLM-"
        },
        {
          starts_with: "glm-"
        }
      ]
    },
    extractors: [
      {
        api_flavor: "chat",
        root: "usage",
        model_path: "model",
        mappings: [
          {
            path: "prompt_tokens",
            dest: "input_tokens",
            required: !0
          },
          {
            path: ["prompt_tokens_details", "cached_tokens"],
            dest: "cache_read_tokens",
            required: !1
          },
          {
            path: ["completion_tokens_details", "reasoning_tokens"],
            dest: "output_reasoning_tokens",
            required: !1
          },
          {
            path: "completion_tokens",
            dest: "output_tokens",
            required: !0
          }
        ]
      }
    ],
    models: [
      {
        id: "GLM-4-Air",
        name: "GLM-4-Air",
        description: "High-performance GLM-4 model with context caching. 128,000 token context window. Input and output billed at the same per-token rate.",
        match: {
          or: [
            {
              equals: "GLM-4-Air"
            },
            {
              equals: "glm-4-air"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.069,
          cache_read_mtok: 0.034,
          output_mtok: 0.069
        }
      },
      {
        id: "GLM-4-AirX",
        name: "GLM-4-AirX",
        description: "Fastest GLM-4 model. 8,000 token context window. Does not support context caching. Input and output billed at the same per-token rate.",
        match: {
          or: [
            {
              equals: "GLM-4-AirX"
            },
            {
              equals: "glm-4-airx"
            }
          ]
        },
        context_window: 8e3,
        prices: {
          input_mtok: 1.379,
          output_mtok: 1.379
        }
      },
      {
        id: "GLM-4-Assistant",
        name: "GLM-4-Assistant",
        description: "GLM-4 agent/assistant model. 128,000 token context window. Does not support context caching. Input and output billed at the same per-token rate.",
        match: {
          or: [
            {
              equals: "GLM-4-Assistant"
            },
            {
              equals: "glm-4-assistant"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.69,
          output_mtok: 0.69
        }
      },
      {
        id: "GLM-4-FlashX-250414",
        name: "GLM-4-FlashX-250414",
        description: "Fast and cheap GLM-4 model with context caching. 128,000 token context window. Input and output billed at the same per-token rate.",
        match: {
          or: [
            {
              equals: "GLM-4-FlashX-250414"
            },
            {
              equals: "glm-4-flashx-250414"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.014,
          cache_read_mtok: 7e-3,
          output_mtok: 0.014
        }
      },
      {
        id: "GLM-4-Long",
        name: "GLM-4-Long",
        description: "GLM-4 model optimized for long inputs with context caching. 1,000,000 token context window. Input and output billed at the same per-token rate.",
        match: {
          or: [
            {
              equals: "GLM-4-Long"
            },
            {
              equals: "glm-4-long"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 0.138,
          cache_read_mtok: 0.069,
          output_mtok: 0.138
        }
      },
      {
        id: "GLM-4-Plus",
        name: "GLM-4-Plus",
        description: "Flagship GLM-4 model with context caching. 128,000 token context window. Input and output billed at the same per-token rate.",
        match: {
          or: [
            {
              equals: "GLM-4-Plus"
            },
            {
              equals: "glm-4-plus"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.69,
          cache_read_mtok: 0.345,
          output_mtok: 0.69
        }
      },
      {
        id: "GLM-4.5-Air",
        name: "GLM-4.5-Air",
        description: "Zhipu AI's GLM-4.5-Air flagship model with context caching. 128,000 token context window. Tiered pricing; prices shown for [0, 32k) input / [0, 0.2k) output tier.",
        match: {
          or: [
            {
              equals: "GLM-4.5-Air"
            },
            {
              equals: "glm-4.5-air"
            }
          ]
        },
        context_window: 128e3,
        prices: {
          input_mtok: 0.11,
          cache_read_mtok: 0.022,
          output_mtok: 0.276
        }
      },
      {
        id: "GLM-4.7",
        name: "GLM-4.7",
        description: "Zhipu AI's GLM-4.7 flagship model with context caching. 200,000 token context window. Tiered pricing; prices shown for [0, 32k) input / [0, 0.2k) output tier.",
        match: {
          or: [
            {
              equals: "GLM-4.7"
            },
            {
              equals: "glm-4.7"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.276,
          cache_read_mtok: 0.055,
          output_mtok: 1.103
        }
      },
      {
        id: "GLM-4.7-FlashX",
        name: "GLM-4.7-FlashX",
        description: "Fast and affordable GLM-4.7 model with context caching. 200,000 token context window.",
        match: {
          or: [
            {
              equals: "GLM-4.7-FlashX"
            },
            {
              equals: "glm-4.7-flashx"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.069,
          cache_read_mtok: 0.014,
          output_mtok: 0.414
        }
      },
      {
        id: "GLM-5",
        name: "GLM-5",
        description: "Zhipu AI GLM-5 model with context caching. 200,000 token context window. Tiered pricing; prices shown for [0, 32k) input tier.",
        match: {
          or: [
            {
              equals: "GLM-5"
            },
            {
              equals: "glm-5"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.552,
          cache_read_mtok: 0.138,
          output_mtok: 2.483
        }
      },
      {
        id: "GLM-5-Turbo",
        name: "GLM-5-Turbo",
        description: "Zhipu AI GLM-5 Turbo model with context caching. 200,000 token context window. Tiered pricing; prices shown for [0, 32k) input tier.",
        match: {
          or: [
            {
              equals: "GLM-5-Turbo"
            },
            {
              equals: "glm-5-turbo"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.69,
          cache_read_mtok: 0.166,
          output_mtok: 3.034
        }
      },
      {
        id: "GLM-5.1",
        name: "GLM-5.1",
        description: "Zhipu AI flagship model supporting long-horizon tasks, structured output, function calling, and context caching. 200,000 token context window. Tiered pricing; prices shown for [0, 32k) input tier.",
        match: {
          or: [
            {
              equals: "GLM-5.1"
            },
            {
              equals: "glm-5.1"
            },
            {
              equals: "GLM-5.1-20260406"
            },
            {
              equals: "glm-5.1-20260406"
            }
          ]
        },
        context_window: 2e5,
        prices: {
          input_mtok: 0.828,
          cache_read_mtok: 0.179,
          output_mtok: 3.31
        }
      },
      {
        id: "GLM-5.2",
        name: "GLM-5.2",
        description: "Zhipu AI's latest flagship model supporting 1,000,000 token context, long-horizon coding tasks, structured output, function calling, and context caching.",
        match: {
          or: [
            {
              equals: "GLM-5.2"
            },
            {
              equals: "glm-5.2"
            }
          ]
        },
        context_window: 1e6,
        prices: {
          input_mtok: 1.103,
          cache_read_mtok: 0.276,
          output_mtok: 3.862
        }
      },
      {
        id: "GLM-5.3",
        name: "GLM-5.3",
        description: "Zhipu AI flagship model supporting 1,000,000 token context, long-horizon coding tasks, structured output, function calling, and context caching.",
        match: {
          or: [
            {
              equals: "GLM-5.3"
            },
            {
              equals: "glm-5.3"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "Standard API rates are 8 CNY input, 2 CNY cached input, and 28 CNY output per million tokens, converted to USD at 1 USD = 7.25 CNY.",
        prices: {
          input_mtok: 1.103,
          cache_read_mtok: 0.276,
          output_mtok: 3.862
        }
      },
      {
        id: "GLM-5.3-Flash",
        name: "GLM-5.3-Flash",
        description: "Zhipu AI's native multimodal GLM-5.3 model with a 1,000,000 token context window, function calling, always-on reasoning, and context caching.",
        match: {
          or: [
            {
              equals: "GLM-5.3-Flash"
            },
            {
              equals: "glm-5.3-flash"
            }
          ]
        },
        context_window: 1e6,
        price_comments: "The standard API launch promotion is 0.4 CNY input, 0.115 CNY cached input, and 1.4 CNY output per million tokens, converted to USD at 1 USD = 7.25 CNY. The pricing page marks this as a two-week 50% discount; list prices are 0.8 CNY input, 0.23 CNY cached input, and 2.8 CNY output per million tokens.",
        prices: {
          input_mtok: 0.055,
          cache_read_mtok: 0.016,
          output_mtok: 0.193
        }
      }
    ]
  }
], J = {
  audio_seconds: {
    dimensions: {
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "audio_hours"
  },
  cache_audio_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_audio_read_mtok"
  },
  cache_audio_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_1h_mtok"
  },
  cache_audio_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_5m_mtok"
  },
  cache_audio_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_mtok"
  },
  cache_image_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_image_read_mtok"
  },
  cache_image_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_1h_mtok"
  },
  cache_image_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_5m_mtok"
  },
  cache_image_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_mtok"
  },
  cache_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_read_mtok"
  },
  cache_text_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_text_read_mtok"
  },
  cache_text_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_1h_mtok"
  },
  cache_text_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_5m_mtok"
  },
  cache_text_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_mtok"
  },
  cache_video_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_video_read_mtok"
  },
  cache_video_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_1h_mtok"
  },
  cache_video_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_5m_mtok"
  },
  cache_video_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_mtok"
  },
  cache_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_1h_mtok"
  },
  cache_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_5m_mtok"
  },
  cache_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_mtok"
  },
  code_executions: {
    dimensions: {
      family: "tool_calls",
      tool_type: "code_execution"
    },
    per: 1e3,
    price_key: "code_executions_kcount"
  },
  input_annotated_document_pages: {
    dimensions: {
      direction: "input",
      family: "document_pages",
      page_type: "annotated"
    },
    per: 1e3,
    price_key: "input_annotated_document_kpages"
  },
  input_audio_seconds: {
    dimensions: {
      direction: "input",
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "input_audio_hours"
  },
  input_audio_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio"
    },
    per: 1e6,
    price_key: "input_audio_mtok"
  },
  input_audio_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_audio_tool_mtok"
  },
  input_characters: {
    dimensions: {
      direction: "input",
      family: "characters"
    },
    per: 1e6,
    price_key: "input_mchars"
  },
  input_document_pages: {
    dimensions: {
      direction: "input",
      family: "document_pages"
    },
    per: 1e3,
    price_key: "input_document_kpages"
  },
  input_image_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image"
    },
    per: 1e6,
    price_key: "input_image_mtok"
  },
  input_image_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_image_tool_mtok"
  },
  input_pixels: {
    dimensions: {
      direction: "input",
      family: "pixels"
    },
    per: 1e9,
    price_key: "input_gpixels"
  },
  input_text_messages: {
    dimensions: {
      direction: "input",
      family: "messages",
      modality: "text"
    },
    per: 1e3,
    price_key: "input_text_messages_kcount"
  },
  input_text_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text"
    },
    per: 1e6,
    price_key: "input_text_mtok"
  },
  input_text_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_text_tool_mtok"
  },
  input_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens"
    },
    per: 1e6,
    price_key: "input_mtok"
  },
  input_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_tool_mtok"
  },
  input_video_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video"
    },
    per: 1e6,
    price_key: "input_video_mtok"
  },
  input_video_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_video_tool_mtok"
  },
  output_audio_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_audio_citation_mtok"
  },
  output_audio_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_audio_reasoning_mtok"
  },
  output_audio_seconds: {
    dimensions: {
      direction: "output",
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "output_audio_hours"
  },
  output_audio_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio"
    },
    per: 1e6,
    price_key: "output_audio_mtok"
  },
  output_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_citation_mtok"
  },
  output_image_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_image_citation_mtok"
  },
  output_image_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_image_reasoning_mtok"
  },
  output_image_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image"
    },
    per: 1e6,
    price_key: "output_image_mtok"
  },
  output_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_reasoning_mtok"
  },
  output_text_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_text_citation_mtok"
  },
  output_text_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_text_reasoning_mtok"
  },
  output_text_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text"
    },
    per: 1e6,
    price_key: "output_text_mtok"
  },
  output_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens"
    },
    per: 1e6,
    price_key: "output_mtok"
  },
  output_video_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_video_citation_mtok"
  },
  output_video_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_video_reasoning_mtok"
  },
  output_video_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video"
    },
    per: 1e6,
    price_key: "output_video_mtok"
  },
  requests: {
    dimensions: {
      family: "requests"
    },
    per: 1e3,
    price_key: "requests_kcount"
  },
  rerank_searches: {
    dimensions: {
      family: "rerank"
    },
    per: 1e3,
    price_key: "rerank_searches_kcount"
  },
  social_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "social_search"
    },
    per: 1e3,
    price_key: "social_searches_kcount"
  },
  storage_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "storage_search"
    },
    per: 1e3,
    price_key: "storage_searches_kcount"
  },
  web_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "web_search"
    },
    per: 1e3,
    price_key: "web_searches_kcount"
  }
};
class Y {
  #a;
  #i;
  #o;
  #t;
  #e;
  #n;
  #s;
  constructor(t) {
    this.#o = /* @__PURE__ */ new Map(), this.#a = /* @__PURE__ */ new Set(), this.#i = /* @__PURE__ */ new Set(), this.#t = /* @__PURE__ */ new Set(), this.#e = /* @__PURE__ */ new Map(), this.#n = /* @__PURE__ */ new Map(), this.#s = /* @__PURE__ */ new Map();
    for (const [a, i] of Object.entries(t)) {
      const o = i.price_key ?? a, n = Object.freeze({
        dimensions: Object.freeze({ ...i.dimensions }),
        per: i.per,
        priceKey: o,
        usageKey: a
      });
      this.#a.add(o), this.#i.add(a), this.#e.set(a, n), this.#s.set(o, n), this.#n.set(z(n.dimensions), n);
    }
    for (const [a, i] of this.#e)
      this.#o.set(
        a,
        new Set(
          [...this.#e.values()].filter((o) => o !== i && $(o, i)).map((o) => o.usageKey)
        )
      ), a !== "requests" && this.#t.add(a);
  }
  ancestorUsageKeys(t) {
    const a = this.#o.get(t);
    if (!a)
      throw new Error(`Unknown unit usage key: ${t}`);
    return new Set(a);
  }
  findJoin(t, a) {
    if (Q(t, a))
      return this.#n.get(z({ ...t.dimensions, ...a.dimensions }));
  }
  getAllPriceKeys() {
    return new Set(this.#a);
  }
  getAllUsageKeys() {
    return new Set(this.#i);
  }
  getUnit(t) {
    return this.#e.get(t);
  }
  getUnitForPriceKey(t) {
    return this.#s.get(t);
  }
  isReportedUsageKey(t) {
    return this.#t.has(t);
  }
  reportedUsageKeys() {
    return this.#t.values();
  }
}
const X = new Y(J);
function g() {
  return X;
}
function z(e) {
  return JSON.stringify(Object.entries(e).sort(([t], [a]) => t.localeCompare(a)));
}
function $(e, t) {
  return Object.entries(e.dimensions).every(([a, i]) => t.dimensions[a] === i);
}
function U(e, t) {
  return $(e, t);
}
function Q(e, t) {
  return Object.entries(e.dimensions).every(([a, i]) => t.dimensions[a] === void 0 || t.dimensions[a] === i);
}
const F = /* @__PURE__ */ new WeakMap();
function ee(e, t = g()) {
  const a = F.get(e), i = Object.keys(e).filter((o) => !t.isReportedUsageKey(o) && !a?.has(o)).sort();
  if (i.length) {
    const o = a ?? /* @__PURE__ */ new Set();
    for (const n of i) o.add(n);
    F.set(e, o), console.warn(`Unsupported usage key for standard pricing: ${i.join(", ")}`);
  }
}
function te(e, t = g()) {
  if (!ae(e)) return {};
  const a = {};
  for (const i of t.reportedUsageKeys()) {
    const o = e[i];
    typeof o == "number" && (a[i] = b(i, o));
  }
  return a;
}
function B(e, t, a = g()) {
  const i = oe(a, t), o = M(t, e[t]);
  if (o !== void 0) return o;
  for (const [s, m] of Object.entries(e)) {
    const r = D(a, s);
    if (!(!r || (M(s, m) ?? 0) <= 0) && s !== t && a.ancestorUsageKeys(r.usageKey).has(t))
      throw new Error(`Missing usage value for ${t} with positive reported descendant ${s}`);
  }
  const n = Object.entries(e).map(([s, m]) => {
    const r = D(a, s);
    return r && (M(s, m) ?? 0) > 0 ? r : void 0;
  }).filter((s) => s !== void 0);
  for (let s = 0; s < n.length; s++)
    for (let m = s + 1; m < n.length; m++) {
      const r = n[s], c = n[m];
      if (!(!r || !c || !Q(r, c) || ie(a, r, c)) && a.findJoin(r, c) === i)
        throw new Error(`Missing usage value for ${t} with positive reported overlap ${r.usageKey} and ${c.usageKey}`);
    }
  return 0;
}
function M(e, t) {
  if (t !== void 0) {
    if (typeof t != "number")
      throw new Error(`Invalid usage value for ${e}: expected a finite non-negative number`);
    return b(e, t);
  }
}
function b(e, t) {
  if (!Number.isFinite(t) || t < 0)
    throw new Error(`Invalid usage value for ${e}: expected a finite non-negative number`);
  return t;
}
function ae(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function ie(e, t, a) {
  return t === a || e.ancestorUsageKeys(a.usageKey).has(t.usageKey) || e.ancestorUsageKeys(t.usageKey).has(a.usageKey);
}
function oe(e, t) {
  const a = e.getUnit(t);
  if (!a)
    throw new Error(`Unknown unit usage key: ${t}`);
  if (!e.isReportedUsageKey(t))
    throw new Error(`Unsupported usage key for standard pricing: ${t}`);
  return a;
}
function D(e, t) {
  return e.isReportedUsageKey(t) ? e.getUnit(t) : void 0;
}
function ne(e, t, a = g()) {
  const i = [...e].map((n) => a.getUnit(n)).filter((n) => n !== void 0).sort(
    (n, s) => Object.keys(s.dimensions).length - Object.keys(n.dimensions).length || n.usageKey.localeCompare(s.usageKey)
  ), o = {};
  for (const n of i) {
    const s = B(t, n.usageKey, a);
    let m = 0;
    for (const p of i) {
      if (p === n || !U(n, p)) continue;
      const l = o[p.usageKey];
      if (l === void 0)
        throw new Error(`Missing computed leaf value for ${p.usageKey}`);
      m += l;
    }
    let r = s - m;
    const c = Number.EPSILON * Math.max(1, Math.abs(s), Math.abs(m)) * (i.length + 1);
    if (r < 0 && Math.abs(r) <= c && (r = 0), r < 0)
      throw new Error(se(n, i, t, r, a));
    o[n.usageKey] = r;
  }
  return o;
}
function se(e, t, a, i, o) {
  const n = B(a, e.usageKey, o), s = t.filter((c) => c !== e && U(e, c)).map((c) => ({
    unit: c,
    value: B(a, c.usageKey, o)
  })).filter(({ value: c }) => c > 0);
  for (const c of s)
    if (c.value > n)
      return `Invalid usage data: ${c.unit.usageKey} (${c.value.toString()}) cannot exceed ${e.usageKey} (${n.toString()})`;
  const m = s.map(({ unit: c }) => c.usageKey).join(", "), r = n - i;
  return `Invalid usage data: more-specific usage for ${m} totals ${r.toString()}, which exceeds ${e.usageKey} (${n.toString()})`;
}
function A(e) {
  const t = /^(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|([+-])(\d{2}):(\d{2}))$/.exec(e);
  if (!t) throw new Error(`Invalid time-of-day constraint: ${e}`);
  const [, a, i, o, n = "", s, m, r = "00", c = "00"] = t, p = Number(a), l = Number(i), u = Number(o), d = (Number(r) * 60 + Number(c)) * 60;
  if (p > 23 || l > 59 || u > 59 || r > "23" || c > "59")
    throw new Error(`Invalid time-of-day constraint: ${e}`);
  const _ = p * 3600 + l * 60 + u + +`0.${n}`, Z = s === "Z" ? 0 : m === "+" ? d : -d;
  return (_ - Z + 86400) % 86400;
}
class re {
  base;
  tiers;
  constructor(t) {
    this.base = t.base, this.tiers = [...t.tiers].sort((a, i) => a.start - i.start);
  }
}
const I = /* @__PURE__ */ new WeakMap();
function ce(e, t) {
  const a = new Set(e.map((i) => i.priceKey));
  for (const i of e) {
    const o = t.ancestorUsageKeys(i.usageKey);
    for (const n of o) {
      const s = t.getUnit(n);
      if (s && !a.has(s.priceKey))
        throw new Error(`Missing ancestor price key ${s.priceKey} for ${i.priceKey}`);
    }
  }
}
function me(e, t) {
  const a = new Set(e.map((i) => i.priceKey));
  for (let i = 0; i < e.length; i++)
    for (let o = i + 1; o < e.length; o++) {
      const n = e[i], s = e[o];
      if (!n || !s || !Q(n, s)) continue;
      const m = t.findJoin(n, s);
      if (!m)
        throw new Error(`Missing registered join unit for ${n.priceKey} and ${s.priceKey}`);
      if (!a.has(m.priceKey))
        throw new Error(`Missing join price key ${m.priceKey} for ${n.priceKey} and ${s.priceKey}`);
    }
}
function pe(e, t) {
  ce(e, t), me(e, t);
}
function j(e, t = g()) {
  const a = /* @__PURE__ */ new Set();
  for (const i of e)
    for (const o of i.extractors ?? [])
      for (const n of o.mappings)
        if (!t.isReportedUsageKey(n.dest) && !I.get(i)?.has(n.dest)) {
          a.add(n.dest);
          const s = I.get(i) ?? /* @__PURE__ */ new Set();
          s.add(n.dest), I.set(i, s);
        }
  a.size && console.warn(`Unsupported extractor destination for standard extraction: ${[...a].sort().join(", ")}`);
}
function ue(e, t) {
  const a = [], i = [];
  for (const [o, n] of Object.entries(e)) {
    if (n === void 0) continue;
    const s = t.getUnitForPriceKey(o);
    if (!s) {
      i.push(o);
      continue;
    }
    a.push({ price: le(o, n), unit: s });
  }
  return i.length && console.warn(`Unsupported price key for standard pricing: ${i.sort().join(", ")}`), a;
}
function le(e, t) {
  if (G(t)) return t;
  if (!V(t) || !G(t.base) || !Array.isArray(t.tiers))
    throw L(e);
  const a = [];
  for (const i of t.tiers) {
    if (!V(i)) throw L(e);
    const { price: o, start: n } = i;
    if (typeof n != "number" || !Number.isSafeInteger(n) || n < 0 || !G(o))
      throw L(e);
    a.push({ price: o, start: n });
  }
  return new re({ base: t.base, tiers: a });
}
function L(e) {
  return new Error(`Invalid price value for ${e}: expected a finite non-negative number or valid tiered prices`);
}
function V(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function G(e) {
  return typeof e == "number" && Number.isFinite(e) && e >= 0;
}
function de(e, t, a) {
  if (t <= 0) return 0;
  let i = e.base;
  for (const o of e.tiers)
    a > o.start && (i = o.price);
  return i * t / 1e6;
}
function _e(e, t, a, i) {
  return e === void 0 || t === void 0 ? 0 : typeof e == "number" ? e * t / i : de(e, t, a) * 1e6 / i;
}
function he(e, t, a = g()) {
  ee(e, a);
  const i = ue(t, a);
  pe(
    i.map(({ unit: u }) => u),
    a
  );
  let o = 0, n = 0, s = 0;
  const r = i.some(({ price: u }) => ke(u)) ? B(e, "input_tokens", a) : 0, c = new Set(i.filter(({ unit: u }) => u.usageKey !== "requests").map(({ unit: u }) => u.usageKey)), p = ne(c, e, a);
  i.some(({ unit: u }) => u.usageKey === "requests") && (p.requests = 1);
  for (const { price: u, unit: d } of i) {
    const _ = _e(u, p[d.usageKey] ?? 0, r, d.per);
    d.dimensions.direction === "input" ? o += _ : d.dimensions.direction === "output" ? n += _ : s += _;
  }
  const l = o + n + s;
  return {
    input_price: o,
    output_price: n,
    total_price: l
  };
}
function ke(e) {
  return typeof e == "object";
}
function ge(e) {
  return typeof e == "object" && e !== null && "type" in e && e.type === "time_of_date";
}
function we(e, t) {
  if (!Array.isArray(e.prices))
    return e.prices;
  if (Number.isNaN(t.getTime()))
    throw new RangeError("Invalid time value");
  for (let a = e.prices.length - 1; a >= 0; a--) {
    const i = e.prices[a], o = i.constraint;
    if (o === void 0)
      return i.prices;
    if (o.type === "start_date") {
      if (t >= new Date(o.start_date))
        return i.prices;
    } else if (ge(o)) {
      const n = t.getUTCHours() * 3600 + t.getUTCMinutes() * 60 + t.getUTCSeconds() + t.getUTCMilliseconds() / 1e3, s = A(o.start_time), m = A(o.end_time);
      if (m < s) {
        if (n >= s || n < m)
          return i.prices;
      } else if (n >= s && n < m)
        return i.prices;
    } else
      throw new Error(`Unknown price constraint for model '${e.id}': ${JSON.stringify(o)}`);
  }
  return e.prices[0].prices;
}
function f(e, t) {
  return "or" in e ? e.or.some((a) => f(a, t)) : "and" in e ? e.and.every((a) => f(a, t)) : "equals" in e ? t.toLowerCase() === e.equals.toLowerCase() : "starts_with" in e ? t.toLowerCase().startsWith(e.starts_with.toLowerCase()) : "ends_with" in e ? t.toLowerCase().endsWith(e.ends_with.toLowerCase()) : "contains" in e ? t.toLowerCase().includes(e.contains.toLowerCase()) : "regex" in e ? new RegExp(e.regex).test(t) : !1;
}
function qe(e, t) {
  const a = t.toLowerCase().trim(), i = e.find((o) => o.id === a);
  return i || e.find((o) => o.provider_match && f(o.provider_match, a));
}
function S(e, { modelId: t, providerApiUrl: a, providerId: i }) {
  if (i) {
    const o = qe(e, i);
    if (o || i.toLowerCase() !== "litellm")
      return o;
  }
  if (a)
    return e.find((o) => new RegExp(`^(?:${o.api_pattern})`).test(a));
  if (t)
    return e.find((o) => o.model_match && f(o.model_match, t));
}
function fe(e, t) {
  return e.find((a) => f(a.match, t));
}
const be = /(-)(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?=-|:|$)/g;
function xe(e) {
  return e.replace(be, (t, a, i, o, n) => {
    const s = new Date(Date.UTC(Number(i), Number(o) - 1, Number(n)));
    return s.getUTCFullYear() !== Number(i) || s.getUTCMonth() !== Number(o) - 1 || s.getUTCDate() !== Number(n) ? t : `${a}${i}-${o}-${n}`;
  });
}
function ve(e, t, a) {
  const i = C(e, t, a);
  if (i) return i;
  const o = xe(t);
  if (o !== t) return C(e, o, a);
}
function C(e, t, a) {
  const i = fe(e.models, t);
  if (i) return i;
  if (e.fallback_model_providers && a)
    for (const o of e.fallback_model_providers) {
      const n = a.find((s) => s.id === o);
      if (n) {
        const s = C(n, t);
        if (s) return s;
      }
    }
}
const ye = "https://raw.githubusercontent.com/pydantic/genai-prices/main/prices/new_data/v2/data.json";
let k = E, q = Promise.resolve(E), R = null;
function Be(e) {
  if (e !== null)
    if (typeof e == "object" && "then" in e) {
      const t = e.then((a) => a === null || q !== t ? k : O(a)).catch((a) => {
        throw q === t && (q = Promise.resolve(k)), a;
      });
      t.catch((a) => {
        console.warn(
          `genai-prices: provider data update rejected; keeping previously active data: ${a instanceof Error ? a.message : String(a)}`
        );
      }), q = t;
    } else
      q = Promise.resolve(O(e));
}
function O(e) {
  if (!Array.isArray(e))
    throw new Error("Expected null or Provider[]");
  const t = e.map(H);
  return j(t), k = t, t;
}
function H(e) {
  return {
    ...e,
    models: e.models.map((t) => ({
      ...t,
      prices: Array.isArray(t.prices) ? t.prices.map((a) => Me(a, e.id, t.id)) : t.prices
    }))
  };
}
function Me(e, t, a) {
  const i = e.constraint;
  if (i === void 0)
    return { prices: e.prices };
  if (!Ie(i))
    throw T(i, t, a);
  if (i.type !== void 0) {
    if (i.type === "start_date" && v(i, ["start_date", "type"]) && K(i.start_date) || i.type === "time_of_date" && v(i, ["end_time", "start_time", "type"]) && y(i.start_time) && y(i.end_time))
      return e;
    throw T(i, t, a);
  }
  if (v(i, ["start_date"]) && K(i.start_date))
    return {
      constraint: { start_date: i.start_date, type: "start_date" },
      prices: e.prices
    };
  if (v(i, ["end_time", "start_time"]) && y(i.start_time) && y(i.end_time))
    return {
      constraint: {
        end_time: i.end_time,
        start_time: i.start_time,
        type: "time_of_date"
      },
      prices: e.prices
    };
  throw T(i, t, a);
}
function T(e, t, a) {
  return new Error(
    `Expected a start-date or time-of-day price constraint for provider '${t}' model '${a}', got: ${JSON.stringify(e)}`
  );
}
function K(e) {
  if (typeof e != "string" || !/^\d{4}-\d{2}-\d{2}$/.test(e))
    return !1;
  const t = /* @__PURE__ */ new Date(`${e}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.getUTCFullYear() >= 1 && t.toISOString().startsWith(e);
}
function v(e, t) {
  const a = Object.keys(e);
  return a.length === t.length && a.every((i) => t.includes(i));
}
function y(e) {
  if (typeof e != "string")
    return !1;
  try {
    return A(e), !0;
  } catch {
    return !1;
  }
}
function Ie(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function Le(e) {
  R = e;
}
function Ae(e) {
  e({
    onCalc: Le,
    remoteDataUrl: ye,
    setProviderData: Be
  });
}
function Se() {
  return q;
}
function Ce(e, t, a) {
  R?.();
  let i = t.toLowerCase().trim(), o = a?.providerId;
  if (o && o.toLowerCase() === "litellm" && i.includes("/")) {
    const l = i.indexOf("/"), u = i.slice(0, l), d = i.slice(l + 1);
    u && d && S(k, { providerId: u }) && (o = u, i = d);
  }
  const n = a?.provider ? H(a.provider) : S(k, { modelId: i, providerApiUrl: a?.providerApiUrl, providerId: o });
  if (!n) return null;
  const s = ve(n, i, k);
  if (!s) return null;
  const m = a?.timestamp ?? /* @__PURE__ */ new Date(), r = we(s, m);
  let c = e;
  if (n.id === "groq" && (s.id === "whisper-large-v3" || s.id === "whisper-large-v3-turbo")) {
    c = { ...e };
    const l = c.audio_seconds, u = c.input_audio_seconds;
    l !== void 0 && b("audio_seconds", l), u !== void 0 && b("input_audio_seconds", u);
    const d = l === 0 ? u : l ?? u;
    if (d !== void 0) {
      const _ = d > 0 ? Math.max(d, 10) : 0;
      c.audio_seconds = _, c.input_audio_seconds = _;
    }
  }
  const p = he(c, r);
  return {
    auto_update_timestamp: void 0,
    model: s,
    model_price: r,
    provider: n,
    ...p
  };
}
function Qe(e) {
  return R?.(), S(k, e);
}
function Re(e, t, a) {
  a = a ?? "default";
  const i = g();
  if (!e.extractors)
    throw new Error("No extraction logic defined for this provider");
  j([e], i);
  const o = e.extractors.find((p) => p.api_flavor === a);
  if (!o) {
    const p = e.extractors.map((l) => l.api_flavor).join(", ");
    throw new Error(`Unknown apiFlavor '${a}', allowed values: ${p}`);
  }
  if (!x.guard(t))
    throw new Error(`Expected response data to be a mapping object, got ${h(t)}`);
  const n = P(o.model_path, t, Te, !1, []), s = W(o.root), m = P(s, t, x, !0, []), r = {};
  let c = 0;
  for (const p of o.mappings) {
    if (!i.isReportedUsageKey(p.dest)) continue;
    c += 1;
    const l = P(p.path, m, Pe, p.required, s);
    if (l !== null) {
      const u = b(p.dest, l), d = r[p.dest] ?? 0;
      r[p.dest] = d + u;
    }
  }
  if (c && !Object.keys(r).length)
    throw new Error(`No usage information found at ${JSON.stringify(o.root)}`);
  return { model: n, usage: te(r, i) };
}
function P(e, t, a, i, o) {
  const [n, ...s] = W(e).reverse();
  if (typeof n != "string")
    throw new Error(`Expected last step of path to be a string, got ${h(n)}`);
  s.reverse();
  let m = t;
  const r = [];
  for (const p of s) {
    if (r.push(p), typeof p == "object")
      if (Array.isArray(m))
        m = Ge(p, m);
      else {
        if (i)
          throw new Error(`Expected \`${w(o, r)}\` value to be a mapping, got ${h(m)}`);
        return null;
      }
    else if (x.guard(m))
      m = m[p];
    else {
      if (i)
        throw new Error(`Expected \`${w(o, r)}\` value to be a mapping, got ${h(m)}`);
      return null;
    }
    if (typeof m > "u")
      if (i) {
        const l = typeof p == "object" ? "Unable to find item" : "Missing value";
        throw new Error(`${l} at \`${w(o, r)}\``);
      } else
        return null;
  }
  if (!x.guard(m)) {
    if (i)
      throw new Error(`Expected \`${w(o, r)}\` value to be a mapping, got ${h(m)}`);
    return null;
  }
  const c = m[n];
  if (typeof c > "u") {
    if (i)
      throw r.push(n), new Error(`Missing value at \`${w(o, r)}\``);
    return null;
  }
  if (a.guard(c))
    return c;
  if (i)
    throw r.push(n), new Error(`Expected \`${w(o, r)}\` value to be a ${a.name}, got ${h(c)}`);
  return null;
}
function Ge(e, t) {
  for (const a of t)
    if (x.guard(a)) {
      const i = a[e.field];
      if (typeof i == "string" && f(e.match, i))
        return a;
    }
}
function W(e) {
  return Array.isArray(e) ? [...e] : [e];
}
function h(e) {
  return e === null ? "null" : Array.isArray(e) ? "array" : typeof e == "object" ? "mapping" : typeof e;
}
const x = {
  guard: (e) => h(e) === "mapping",
  name: "mapping"
}, Te = {
  guard: (e) => typeof e == "string",
  name: "string"
}, Pe = {
  guard: (e) => typeof e == "number",
  name: "number"
}, w = (e, t) => [...e.map(N), ...t.map(N)].join("."), N = (e) => typeof e == "string" ? e : JSON.stringify(e);



/***/ })

};
