// case: mod.src-allowed/invalid/ps_1_1/mod-x2_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2, op: mul}
ps_1_1
mov r1, c0
mul r0, r1_x2, r1
mov r0, c0
