// case: mod.src-allowed/invalid/ps_2_0/mod-comp_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: comp, op: mul}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, 1-r1, r1
mov oC0, c0
