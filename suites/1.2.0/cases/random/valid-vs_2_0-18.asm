// case: random/valid/vs_2_0/18 (validate)
// expect: valid
// case: random/assemble/vs_2_0/18 (assemble)
// expect: the tokens of valid-vs_2_0-18.bin
// origin: random seed 1 vs_2_0 #18
vs_2_0
defb b11, true
def c51, 0.125, -1.0, 0.125, 0.125
dcl_texcoord5 v15
defb b10, true
dcl_position v3
defi i5, 2, 1, 2, 0
add r11.xy, c0.zzyx, c1
loop aL, i5
    max r6.xy, v15.zwwy, -v15.zxxy
    lrp r8.xyw, c8[aL].zzxz, c8[aL].wwz, c4[aL]
    m4x3 r7.xyz, v15.zwxz, c130
    lit r2, c2.zy
    abs r3, c2
    pow r8.yw, c255.z, v15.z
    rcp r11, r7.y
    rsq r1.yw, c8[aL].z
    sge r4.xyw, r2.yzxy, c0[aL].wzwx
    lrp r1, c255.yzy, c1, r2
    expp r2, c1.w
    pow r10, -c8[aL].w, c0[aL].z
    crs r8.xz, r10, r10
    add r7, v15.zyxy, r11
endloop
mova a0.x, c2
mul r7, v3.yzzy, c0
max r3, c1, -c2
slt r1, -v15.zwyz, c8[a0.x].ywxw
rep i5
    sge r5, c0, -c0[a0.x]
    m3x3 r4.xyz, -r5, c157
    nop
    sge r10, r5, r5.wwyz
    abs r4.xyw, r5.ywxw
    nop
    m4x3 r2.xyz, -r5, c155
    sub r11, r4.ywyw, -r7
    log r3.xy, r10.z
endrep
max oPos, r7.yzwx, c8[a0.x].xxy
min oT1, v15.wyxz, c1
max oT5.x, -v15.zyx, r1
