// case: random/valid/vs_2_x/16 (validate)
// expect: valid
// case: random/assemble/vs_2_x/16 (assemble)
// expect: the tokens of valid-vs_2_x-16.bin
// origin: random seed 1 vs_2_x #16
vs_2_x
defi i11, 1, 1, 1, 0
def c57, -5.4753024e30, 350641670000000.0, 2.316329, -2.0
dcl_position v2
if b11
    min r24.xyw, c1.wxyw, v2.wwyx
    max r31.yz, c0, c0
    rep i11
        dp3 r15, c1.zxzw, c1.wyxw
        rcp r18, -r31.z
        slt r9.xz, r18, -c3
        sincos r26.xy, r24.x, c254, c255
        m3x4 r9, r18, c100
        pow r31, v2.x, v2.x
        add r4, -c2.zxy, r31
        mov r1.y, -r15.xyx
        call l11
        sincos r1.y, r9.y, c254, c255
        logp r31.xz, -r4.x
        dp4 r4, c3.xzx, -r9.yz
        rsq r2.w, r4.w
        if_ge -c255.z, r26.x
            loop aL, i11
            endloop
        endif
    endrep
endif
mov oPos, c3
mad oD0.xyw, -v2.zzyx, c1.xzzx, v2.w
mov oD1.w, c255
mov oT1.xyz, -v2
mov oT7, -c0
ret
label l11
loop aL, i11
    m4x4 r1, r18.yzxw, c15
    abs r2.x, r15.wzw
endloop
ret
