// case: mod.ps1-arith-only/valid/ps_1_4/tex (validate)
// expect: valid
// case: mod.ps1-arith-only/assemble/ps_1_4/tex (assemble)
// expect: the tokens of valid-ps_1_4-tex.bin
// origin: template code {code: texld r0, t0 texcrd r1.xyz, t1}
ps_1_4
texld r0, t0
texcrd r1.xyz, t1
mov r0, c0
