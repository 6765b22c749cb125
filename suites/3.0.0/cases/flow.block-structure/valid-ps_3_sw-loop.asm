// case: flow.block-structure/valid/ps_3_sw/loop (validate)
// expect: valid
// case: flow.block-structure/assemble/ps_3_sw/loop (assemble)
// expect: the tokens of valid-ps_3_sw-loop.bin
// origin: template code {code: loop aL, i0 mov r0, c0 endloop, decls: defi i0, 2, 0, 1, 0}
ps_3_sw
defi i0, 2, 0, 1, 0
loop aL, i0
mov r0, c0
endloop
mov oC0, c0
