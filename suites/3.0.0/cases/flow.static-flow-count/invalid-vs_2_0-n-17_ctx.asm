// case: flow.static-flow-count/invalid/vs_2_0/n-17_ctx (validate)
// expect: invalid [flow.static-flow-count]
// origin: template count {line: rep i0 endrep, n: 17} + 2 random context instructions (seed 1 attempt 0)
vs_2_0
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
mov r0, c0
mul r1, r0, r0
