// case: flow.block-structure/valid/vs_2_sw/code-rep (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_2_sw/code-rep (assemble)
// expect: the tokens of valid-vs_2_sw-code-rep.bin
// origin: template code {code: rep, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_2_sw
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
rep i0
mov r0, c0
endrep
mov oPos, v0
