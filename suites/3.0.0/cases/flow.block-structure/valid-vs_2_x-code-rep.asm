// case: flow.block-structure/valid/vs_2_x/code-rep (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_2_x/code-rep (assemble)
// expect: the tokens of valid-vs_2_x-code-rep.bin
// origin: template code {code: rep, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_2_x
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
rep i0
mov r0, c0
endrep
mov oPos, v0
