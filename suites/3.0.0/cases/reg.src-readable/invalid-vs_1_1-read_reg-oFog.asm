// case: reg.src-readable/invalid/vs_1_1/read_reg-oFog (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oFog}
vs_1_1
dcl_position v0
mov r0, oFog
mov oPos, v0
