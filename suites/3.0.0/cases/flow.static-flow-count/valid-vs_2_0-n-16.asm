// case: flow.static-flow-count/valid/vs_2_0/n-16 (validate)
// expect: valid
// case: flow.static-flow-count/assemble/vs_2_0/n-16 (assemble)
// expect: the tokens of valid-vs_2_0-n-16.bin
// origin: template count {line: rep i0 endrep, n: 16}
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
mov oPos, v0
