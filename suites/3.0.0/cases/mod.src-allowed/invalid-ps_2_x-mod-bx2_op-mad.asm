// case: mod.src-allowed/invalid/ps_2_x/mod-bx2_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bx2, op: mad}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1_bx2, r1, r1
mov oC0, c0
