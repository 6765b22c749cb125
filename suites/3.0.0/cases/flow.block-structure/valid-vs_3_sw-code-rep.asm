// case: flow.block-structure/valid/vs_3_sw/code-rep (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_3_sw/code-rep (assemble)
// expect: the tokens of valid-vs_3_sw-code-rep.bin
// origin: template code {code: rep, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_3_sw
dcl_position v0
dcl_position o0
defb b0, true
defi i0, 2, 0, 1, 0
rep i0
mov r0, c0
endrep
mov o0, v0
