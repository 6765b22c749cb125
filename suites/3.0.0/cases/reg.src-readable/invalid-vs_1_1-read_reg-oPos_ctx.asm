// case: reg.src-readable/invalid/vs_1_1/read_reg-oPos_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oPos} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r0, oPos
mov oPos, v0
mov r1, c5
add r2, r1, r1
mul r3, r1, c4
