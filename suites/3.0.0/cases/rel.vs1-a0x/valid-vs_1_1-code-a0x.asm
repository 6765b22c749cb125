// case: rel.vs1-a0x/valid/vs_1_1/code-a0x (validate)
// expect: valid
// case: rel.vs1-a0x/assemble/vs_1_1/code-a0x (assemble)
// expect: the tokens of valid-vs_1_1-code-a0x.bin
// origin: template code {code: a0x}
vs_1_1
dcl_position v0
mov a0.x, v0.x
mov r0, c[a0.x]
mov oPos, v0
