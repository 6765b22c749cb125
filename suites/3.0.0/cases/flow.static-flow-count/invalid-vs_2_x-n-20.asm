// case: flow.static-flow-count/invalid/vs_2_x/n-20 (validate)
// expect: invalid [flow.static-flow-count]
// origin: template count {line: rep i0 endrep, n: 20}
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
rep i0
endrep
rep i0
endrep
rep i0
endrep
mov oPos, v0
