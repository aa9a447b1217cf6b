export interface EmojiCategory {
  /** The category's name as chat spec §2 lists it. */
  name: string;
  /** Shown on the category's tab. */
  icon: string;
  emoji: readonly string[];
}

const list = (text: string): readonly string[] => text.split(' ');

/**
 * The picker's seven categories (chat spec §2) with a curated set each: the emoji people
 * reach for in chat, not the whole Unicode table.
 */
export const EMOJI_CATEGORIES: readonly EmojiCategory[] = [
  {
    name: 'Smileys & People',
    icon: '😀',
    emoji: list(
      '😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 😉 😌 😍 🥰 😘 😋 😛 😜 🤪 😎 🤩 🥳 😏 😒 😔 😢 😭 😤 😡 🤯 😳 🥺 😱 🤔 🤗 🤭 😴 🙄 😬 👋 👍 👎 👏 🙌 🙏 💪 🤝 ✌️ 🤞 👌 🫶',
    ),
  },
  {
    name: 'Animals & Nature',
    icon: '🐶',
    emoji: list(
      '🐶 🐱 🐭 🐹 🐰 🦊 🐻 🐼 🐨 🐯 🦁 🐮 🐷 🐸 🐵 🐔 🐧 🐦 🦆 🦉 🐴 🦄 🐝 🦋 🐌 🐞 🐢 🐍 🐙 🐬 🐳 🦈 🌲 🌳 🌴 🌵 🌷 🌹 🌻 🌼 🍀 🍁 🍂 🌈 ☀️ 🌙 ⭐ ❄️ 🔥 💧',
    ),
  },
  {
    name: 'Food & Drink',
    icon: '🍕',
    emoji: list(
      '🍏 🍎 🍐 🍊 🍋 🍌 🍉 🍇 🍓 🍒 🍑 🥭 🍍 🥥 🥝 🍅 🥑 🥦 🥕 🌽 🥨 🥐 🍞 🧀 🥚 🥓 🍔 🍟 🍕 🌭 🥪 🌮 🍝 🍜 🍣 🍰 🎂 🍫 🍩 🍪 🍦 ☕ 🍵 🍺 🍻 🥂 🍷 🥤',
    ),
  },
  {
    name: 'Activities & Sports',
    icon: '⚽',
    emoji: list(
      '⚽ 🏀 🏈 ⚾ 🎾 🏐 🏉 🎱 🏓 🏸 🏒 ⛳ 🏹 🎣 🥊 🎽 ⛷️ 🏂 🏋️ 🤸 🚴 🏊 🧗 🧘 🏆 🥇 🥈 🥉 🎯 🎳 🎮 🎲 🧩 🎨 🎭 🎤 🎧 🎸 🎹 🎷 🎺 🎻 🥁 🎬 🎉 🎊',
    ),
  },
  {
    name: 'Travel & Places',
    icon: '✈️',
    emoji: list(
      '🚗 🚕 🚌 🚎 🏎️ 🚓 🚑 🚒 🚲 🛴 🏍️ 🚂 🚆 🚇 🚊 🚠 ✈️ 🚀 🛸 🚁 ⛵ 🚤 🚢 ⚓ 🗺️ 🧭 🏔️ ⛰️ 🏕️ 🏖️ 🏝️ 🏠 🏡 🏢 🏰 🏟️ 🗼 🗽 ⛪ 🕌 ⛲ 🎡 🎢 🌆 🌃 🌉 🌅',
    ),
  },
  {
    name: 'Objects & Symbols',
    icon: '💡',
    emoji: list(
      '⌚ 📱 💻 ⌨️ 🖥️ 🖨️ 📷 📸 📹 🎥 📞 ☎️ 📺 📻 ⏰ ⌛ 💡 🔦 🕯️ 💸 💰 💳 💎 🔧 🔨 🔑 🔒 🔓 🎁 🎈 📦 ✉️ 📅 📌 📎 ✏️ 📝 📚 🔍 ✅ ❌ ❓ ❗ ⚠️ 💯 🔔 🎵 ♻️',
    ),
  },
  {
    name: 'Flags & Hearts',
    icon: '❤️',
    emoji: list(
      '❤️ 🧡 💛 💚 💙 💜 🖤 🤍 🤎 💔 ❣️ 💕 💞 💓 💗 💖 💘 💝 💟 🇩🇪 🇦🇹 🇨🇭 🇪🇺 🇱🇮 🇮🇹 🇫🇷 🇪🇸 🇵🇹 🇳🇱 🇧🇪 🇵🇱 🇨🇿 🇬🇧 🇮🇪 🇺🇸 🇹🇷 🇬🇷 🇺🇦 🏳️‍🌈 🏁 🚩',
    ),
  },
];
