// case: random/valid/vs_2_x/15 (validate)
// expect: valid
// case: random/assemble/vs_2_x/15 (assemble)
// expect: the tokens of valid-vs_2_x-15.bin
// origin: random seed 1 vs_2_x #15
vs_2_x
dcl_position v2
defi i0, 4, 4, 2, 0
defb b11, true
defb b13, false
sub r1, -c1, v2.zywy
expp r12, c255.x
if !b4
    crs r23.xyz, -c3, v2
    max r28, r12, c3.wyw
endif
min oPos, r1, c255.xwxy
max oT0.xyz, c3, -c3.wyyz
max oT4, c0, r12.zwxy
mov oFog, c0.z
