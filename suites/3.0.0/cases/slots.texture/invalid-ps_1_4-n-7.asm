// case: slots.texture/invalid/ps_1_4/n-7 (validate)
// expect: invalid [slots.texture]
// origin: template count {line: texld r1, t0, n: 7}
ps_1_4
texld r1, t0
texld r1, t0
texld r1, t0
texld r1, t0
texld r1, t0
texld r1, t0
texld r1, t0
mov r0, c0
