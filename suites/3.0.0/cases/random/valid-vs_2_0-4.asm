// case: random/valid/vs_2_0/4 (validate)
// expect: valid
// case: random/assemble/vs_2_0/4 (assemble)
// expect: the tokens of valid-vs_2_0-4.bin
// origin: random seed 1 vs_2_0 #4
vs_2_0
dcl_texcoord13 v15
defi i0, 1, 2, 2, 0
dcl_color v6
defi i5, 1, 0, 1, 0
dcl_blendweight15 v8
def c62, 1.0, -4.5934644, 129207270.0, 0.25
dcl_position v2
rsq r10, c2.w
abs r6.z, -c1.zzzx
if b12
    slt r7, v15.wzyz, v15
    mad r11, c3.yzxz, v2.ywyw, r10.xwwx
    lrp r6.xy, v8, -r11.yxyw, r11.ywx
    exp r1.yz, v6.x
else
    lit r11, -c255.ywxw
    dst r6, v15, -c0
    m3x4 r5, r6.yzwx, c242
    frc r1, -v6.zyx
    logp r5.xyw, -r11.z
    m3x2 r6.xy, r11.wwzw, c29
    m3x4 r9, -v8, c82
    nrm r4.xyz, c0
    add r1.zw, -v8, -c255
    m3x4 r6, v15.xzzx, c4
    sgn r9.w, -c255, r1, r5
    m4x3 r5.xyz, -r9, c204
    lit r3, c2.zyxy
    rcp r4, -c2.x
    m4x3 r10.xyz, r6.x, c223
    if b1
        mov r0, -c1
        sge r6, -c255.xxyw, v6.xywx
        if b12
            crs r11.xyz, -c0, -c0
            nrm r2, r9
            m4x4 r3, r9.yzwy, c154
            nrm r6.xyz, r2.xwzw
            sub r3, v8, -c1
            m3x2 r4.xy, r9.yywz, c244
            sub r9, r9.wwyw, c2.wy
            sincos r7.x, r11.z, c254, c255
            m3x4 r7, r3, c34
        endif
    endif
endif
add oPos, c0.xwy, -r10
min oD1.yzw, v8, -c2.xzzy
add oT2, v15.yzxw, c2
add oT7, c1.wwyx, v2
