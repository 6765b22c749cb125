// case: rel.vs1-a0x/invalid/vs_1_1/code-a0y (validate)
// expect: invalid [rel.vs1-a0x]
// origin: template code {code: a0y}
vs_1_1
dcl_position v0
mov a0.x, v0.x
mov r0, c[a0.y]
mov oPos, v0
