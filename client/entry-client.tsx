import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { browserApi } from './lib/api.ts'
import { readBoot } from './lib/boot.ts'
import { createAppRouter } from './router.tsx'
import './styles.css'

const boot = readBoot()
const router = createAppRouter({ boot, api: browserApi(boot.csrfToken) })

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
)
