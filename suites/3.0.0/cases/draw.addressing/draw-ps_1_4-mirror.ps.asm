ps_1_4
texld r0, t0
