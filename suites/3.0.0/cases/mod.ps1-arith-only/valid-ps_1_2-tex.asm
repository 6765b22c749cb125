// case: mod.ps1-arith-only/valid/ps_1_2/tex (validate)
// expect: valid
// case: mod.ps1-arith-only/assemble/ps_1_2/tex (assemble)
// expect: the tokens of valid-ps_1_2-tex.bin
// origin: template code {code: tex t0 mov r0, t0}
ps_1_2
tex t0
mov r0, t0
mov r0, c0
