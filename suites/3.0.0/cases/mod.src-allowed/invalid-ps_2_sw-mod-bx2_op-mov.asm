// case: mod.src-allowed/invalid/ps_2_sw/mod-bx2_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bx2, op: mov}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bx2
mov oC0, c0
