// case: ps.oC.no-result-modifier/invalid/ps_2_x/suffix-_sat_ctx (validate)
// expect: invalid [ps.oC.no-result-modifier]
// origin: template oc_write {suffix: _sat} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov_sat oC0, c0
add r0, c5, c5
add r4, c7, r0
add r5, r0, c5
mov r6, r0
