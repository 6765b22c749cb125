// case: rel.vs1-a0x/valid/vs_1_1/code-a0x-offset (validate)
// expect: valid
// case: rel.vs1-a0x/assemble/vs_1_1/code-a0x-offset (assemble)
// expect: the tokens of valid-vs_1_1-code-a0x-offset.bin
// origin: template code {code: a0x-offset}
vs_1_1
dcl_position v0
mov a0.x, v0.x
add r0, v0, c[a0.x + 10]
mov oPos, v0
