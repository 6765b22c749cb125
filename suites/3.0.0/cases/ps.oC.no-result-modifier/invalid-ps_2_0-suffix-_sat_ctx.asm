// case: ps.oC.no-result-modifier/invalid/ps_2_0/suffix-_sat_ctx (validate)
// expect: invalid [ps.oC.no-result-modifier]
// origin: template oc_write {suffix: _sat} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov_sat oC0, c0
mul r0, c1, c1
mad r4, r0, r0, r0
mul r5, c4, r0
mul r6, r4, r5
add r7, r5, c1
mov r8, c6
