// case: mod.src-allowed/invalid/vs_2_sw/mod-x2_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2, op: mov}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_x2
mov oPos, v0
