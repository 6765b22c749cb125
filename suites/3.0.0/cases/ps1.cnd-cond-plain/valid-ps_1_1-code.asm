// case: ps1.cnd-cond-plain/valid/ps_1_1/code (validate)
// expect: valid
// case: ps1.cnd-cond-plain/assemble/ps_1_1/code (assemble)
// expect: the tokens of valid-ps_1_1-code.bin
// origin: template code {code: mov r0, c0 cnd r1, r0.a, c0, c1}
ps_1_1
mov r0, c0
cnd r1, r0.a, c0, c1
mov r0, c0
