// case: random/valid/vs_2_0/7 (validate)
// expect: valid
// case: random/assemble/vs_2_0/7 (assemble)
// expect: the tokens of valid-vs_2_0-7.bin
// origin: random seed 1 vs_2_0 #7
vs_2_0
defi i12, 2, 2, 1, 0
dcl_position v12
defb b14, true
defb b6, true
rcp r10, -c3.x
loop aL, i12
    expp r2.yz, c3.y
    expp r11, r10.w
    sge r4, c8[aL].wywy, c8.xxxw
    min r8, r11, r4
    logp r1.y, -v12.y
    dp3 r8, c8[aL].zwyx, -r4
    nrm r3.xyz, v12.wxw
    max r1, c3.ywy, -r8
    mad r5.yz, r4.xzwy, c255.wz, -r11
    mad r10, r11, c8[aL], -v12.xzyw
    dp4 r7, c1.wxxw, -r8
endloop
mad oPos, v12, c1.xyyz, r10.xyxz
mov oT3, c2
mov oFog, -c3.w
