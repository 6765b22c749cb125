// case: flow.static-flow-count/invalid/vs_2_x/n-17_ctx (validate)
// expect: invalid [flow.static-flow-count]
// origin: template count {line: rep i0 endrep, n: 17} + 6 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
rep i0
endrep
mov oPos, v0
add r0, c0, c0
add r1, r0, r0
add r2, r1, r0
mov r3, r1
mul r4, r0, r1
mul r5, r3, c4
