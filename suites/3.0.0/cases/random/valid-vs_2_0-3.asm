// case: random/valid/vs_2_0/3 (validate)
// expect: valid
// case: random/assemble/vs_2_0/3 (assemble)
// expect: the tokens of valid-vs_2_0-3.bin
// origin: random seed 1 vs_2_0 #3
vs_2_0
dcl_position v9
defi i3, 4, 4, 1, 0
dcl_color7 v12
defb b7, true
defi i11, 1, 2, 2, 0
if b0
    slt r5, c2, -c2
else
    rcp r6.xy, v9.w
    dp3 r7.y, c0, -c0.zzy
    rsq r2.w, r7.y
    abs r3.yzw, c2
    sge r5, -v9, -c1
    max r4, v12, c255
    lit r1.z, r5
    rsq r9, -c1.z
    m4x3 r4.xyz, -v12.ywwz, c10
    m3x4 r0, v12.ywy, c239
    lit r8, r5
    crs r6.yz, v9, r0
    rep i3
        log r5, c3.x
    endrep
endif
mul oPos, c1.zyyw, -v12.xyyx
add oD1.zw, -c0, v9
mul oT5.xyz, c3.zyyx, v9
mov oPts, v12.x
