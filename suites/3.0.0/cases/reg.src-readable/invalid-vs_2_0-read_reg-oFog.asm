// case: reg.src-readable/invalid/vs_2_0/read_reg-oFog (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oFog}
vs_2_0
dcl_position v0
mov r0, oFog
mov oPos, v0
