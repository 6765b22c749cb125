// case: random/valid/vs_2_x/13 (validate)
// expect: valid
// case: random/assemble/vs_2_x/13 (assemble)
// expect: the tokens of valid-vs_2_x-13.bin
// origin: random seed 1 vs_2_x #13
vs_2_x
def c54, 0.0, -2.0, -2.0, 1.0
defi i13, 2, 4, 2, 0
defb b1, true
dcl_blendindices11 v2
defb b4, false
def c9, -1.0, -2.9991293e23, -0.5, 2.0
dcl_position v8
def c3, 0.25, 1.0240389e-6, -1.0, -0.5
def c30, 2.0, -0.5, -2.0, 2.0
dst r9, c255.wxz, v2
mova a0, -v8
rsq r12, -c0.w
max r5, c0[a0.z].xywy, c2
pow r30.xw, c1.w, c4[a0.y].z
loop aL, i13
    rep i13
        lit r11, -c1
        m3x4 r15, -r5, c147
        rcp r0, -c4[a0.y].y
        nrm r9.xyz, r12.yywz
        setp_gt p0.z, c8[a0.z], v8
        lit r25, r9
        (!p0.z) min r30.x, r5, c8[a0.z].xwwx
        rcp r3, -c0[a0.w].x
        log r23, v8.w
        rsq r18, -c0.z
        if !b5
        endif
    endrep
endloop
max oPos, c0[a0.x].xwzx, c0[a0.z]
min oD0.yz, r5, -r9.xzxw
mul oT0, c8[a0.y], r9.xzzy
max oT1.xy, c0, -c0.xxwz
min oT2.xyz, v2, r9.zzxw
mad oT4, -c8[a0.z].wxz, -c8[a0.y], c8[a0.w]
max oT6, -c0, -c8[a0.z].zzyw
min oT7.x, c0[a0.y].wxwx, -c1
mov oFog, -c4[a0.z].w
