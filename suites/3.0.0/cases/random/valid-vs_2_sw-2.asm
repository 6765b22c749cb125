// case: random/valid/vs_2_sw/2 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/2 (assemble)
// expect: the tokens of valid-vs_2_sw-2.bin
// origin: random seed 1 vs_2_sw #2
vs_2_sw
dcl_tangent13 v4
dcl_tangent15 v13
defb b52, true
dcl_tangent3 v15
defi i37, 1, 2, 1, 0
dcl_position v3
defi i26, 2, 1, 1, 0
crs r0.y, -c0, v3
if b3
    lit r0, v15.xwwx
    m3x2 r14.xy, -v15, c603
    expp r26.yw, c2.x
    crs r23.z, c1, v13
else
    dp4 r13, -v4.xzyx, -v13
    crs r6.xyz, v4, c0
    crs r2.z, -r13, c2
    pow r26, -v15.x, c0.x
    rep i37
    endrep
endif
mad oPos, v15, -v15.wxxy, c3
